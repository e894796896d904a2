/**
 * The ticket creation dialog (spec learner.md §2 "Ticket creation dialog; refetches data when
 * closed"): the issue/enter step of a course item whose class ticket is not issued yet. It checks
 * the item (`validate`), asks before issuing (`issue` with the course-ticket key: the class's
 * period starts then), says when the ticket was issued meanwhile, and offers the class room once
 * there is a ticket. Closing it, whatever happened, refetches the course tickets so the page shows
 * the item as it now is. Loaded on first open (classes/shared/ticketDialogs.tsx).
 *
 * Course items only, on purpose: the spec creates a ticket only there (§7 lists one issue call,
 * `POST /v2/public/course-tickets/{id}/items/{itemId}/issue`). A class ticket in my classes is
 * already a ticket (§3 "My class (ticket) item"): §4 only says when its enter button is enabled
 * (AVAILABLE or ACTIVE), and entering is `POST /klass/{id}/klass-room/enter` with the ticket's key,
 * with no issue call and no confirmation step named anywhere, so my classes enters directly and
 * shows the server's refusal (e.g. `is_not_opened`) from the class room.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { Spinner } from '@ds/components/Spinner';
import type { CourseTicketEntry } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { enterCourseItem, inventoryKeys, issueCourseItem, validateCourseItem } from '@app/learner/api/inventory';
import { inventoryErrorMessage } from '../rules/inventoryErrors';
import { klassRoomPath } from '../paths';

export interface TicketCreationDialogProps {
  open: boolean;
  onClose: () => void;
  courseTicketId: string;
  courseTicketKey: string;
  entry: Pick<CourseTicketEntry, 'itemId' | 'title'>;
}

export function TicketCreationDialog({ open, onClose, courseTicketId, courseTicketKey, entry }: TicketCreationDialogProps) {
  const t = copy.classes.ticketCreation;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: [...inventoryKeys.all(), 'course-item-check', courseTicketId, entry.itemId],
    queryFn: () => validateCourseItem(courseTicketId, entry.itemId),
    enabled: open,
    // A check of this moment, made again at every opening; a failure is shown at once in the dialog.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const issue = useMutation({ mutationFn: () => issueCourseItem(courseTicketId, entry.itemId, courseTicketKey) });

  const close = () => {
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.courses() });
    issue.reset();
    onClose();
  };

  // Into the class room: with the ticket just issued, or through the item when it was issued before.
  const enter = useMutation({
    mutationFn: async () => issue.data ?? enterCourseItem(courseTicketId, entry.itemId),
    async onSuccess(room) {
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.courses() });
      navigate(klassRoomPath(room.klassId, room.klassTicketKey));
    },
  });
  const error = check.error ?? issue.error ?? enter.error;
  const canEnter = issue.isSuccess || check.data?.issuable === false;
  const canIssue = check.data?.issuable === true && !issue.isSuccess;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {canIssue ? t.cancel : t.close}
          </Button>
          {canIssue && (
            <Button loading={issue.isPending} onClick={() => issue.mutate()}>
              {t.issue}
            </Button>
          )}
          {canEnter && (
            <Button loading={enter.isPending} onClick={() => enter.mutate()}>
              {t.enter}
            </Button>
          )}
        </>
      }
    >
      {check.isFetching && !check.data ? <Spinner label={t.checking} showLabel /> : null}
      {error ? <Alert tone="danger">{inventoryErrorMessage(error)}</Alert> : null}
      {canIssue && !error ? <p>{t.ready(entry.title)}</p> : null}
      {check.data && !check.data.issuable ? <p>{t.alreadyIssued(entry.title)}</p> : null}
      {issue.isSuccess ? <Alert tone="success">{t.issued(entry.title)}</Alert> : null}
    </Dialog>
  );
}
