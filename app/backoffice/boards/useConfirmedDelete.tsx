/**
 * Deleting a board post (a notice, a class notice; issue 42): irreversible, so it asks first,
 * saying what goes and that the learner loses it too; confirmed, it is sent, the lists read again
 * and a toast says it is done (or that it failed, the post still there).
 */
import { useMutation, useQueryClient, type MutationMeta, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { useToast } from '@ds/components/Toast';
import { copy } from '@app/shared/copy';

const text = copy.backofficeBoards;

export function useConfirmedDelete<T>(options: {
  title: string;
  body: (post: T) => ReactNode;
  send: (post: T) => Promise<unknown>;
  meta: MutationMeta;
  /** The lists to read again once it is gone. */
  lists: QueryKey;
  deleted: string;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [asked, setAsked] = useState<T | null>(null);
  const remove = useMutation({
    mutationFn: options.send,
    meta: options.meta,
    onSuccess: () => {
      setAsked(null);
      toast.show(options.deleted);
      void queryClient.invalidateQueries({ queryKey: options.lists });
    },
    onError: () => toast.show({ message: text.deleteFailed, tone: 'danger' }),
  });
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={options.title}
      tone="danger"
      submitLabel={text.deleteConfirm}
      cancelLabel={text.deleteCancel}
      submitting={remove.isPending}
      onCancel={() => setAsked(null)}
      onSubmit={() => asked !== null && remove.mutate(asked)}
    >
      {asked !== null && options.body(asked)}
    </ConfirmDialog>
  );
  return { ask: setAsked, dialog };
}
