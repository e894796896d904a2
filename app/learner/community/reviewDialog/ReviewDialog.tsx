/**
 * The review dialog, write or edit (learner.md §2, §4, §5, §8). On open it loads the learner's own
 * review of the target: a failed load closes the dialog with its message; otherwise the form
 * starts from the existing review or from rating 5. Saving creates (no key) or updates (key); a
 * failure keeps the text and says why; success closes with a 2000 ms toast. Closing refetches the
 * community data, so lists, summaries and the learner's review show what changed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Dialog } from '@ds/components/Dialog';
import { Spinner } from '@ds/components/Spinner';
import { useToast } from '@ds/components/Toast';
import type { MyReviewTarget } from '@app/learner/api/community';
import { communityKeys, myReviewQuery } from '@app/learner/api/community';
import { copy } from '@app/shared/copy';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site';
import { ReviewForm } from './ReviewForm';

export interface ReviewDialogProps {
  open: boolean;
  onClose: () => void;
  target: MyReviewTarget;
}

export function ReviewDialog({ open, onClose, target }: ReviewDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const text = copy.community.reviewDialog;
  const myReview = useQuery({
    ...myReviewQuery(target),
    enabled: open,
    // The dialog always starts from the server's current review, never a stale copy.
    staleTime: 0,
    gcTime: 0,
    // The learner is looking at a spinner in an open dialog: a failure closes it with its message
    // at once (reopening tries again) instead of after the app's back-off retries (about 7 s).
    retry: false,
  });

  const close = () => {
    void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    onClose();
  };

  // Not while a reopened dialog is fetching again: the last failure is not this load's.
  const loadFailed = open && myReview.isError && !myReview.isFetching;
  useEffect(() => {
    if (!loadFailed) return;
    toast.show({ message: text.loadFailed, tone: 'danger', duration: LEARNER_TOAST_DURATION_MS });
    onClose();
  }, [loadFailed, onClose, text.loadFailed, toast]);

  const existing = myReview.isSuccess ? myReview.data : null;
  const ready = open && myReview.isSuccess && !myReview.isFetching;

  return (
    <Dialog
      open={open && !loadFailed}
      onClose={close}
      title={existing ? text.titleEdit : text.titleNew}
      size="md"
    >
      {ready ? (
        <ReviewForm
          // A fresh form per loaded review: its defaults are the review it opened with.
          key={existing?.key ?? 'new'}
          target={target}
          existing={existing}
          onCancel={close}
          onSaved={(mode) => {
            toast.show({ message: text.saved(mode), tone: 'success', duration: LEARNER_TOAST_DURATION_MS });
            close();
          }}
        />
      ) : (
        <Spinner label={text.loading} showLabel />
      )}
    </Dialog>
  );
}
