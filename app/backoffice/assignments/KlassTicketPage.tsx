/**
 * `/admin/assignments/enrolled/tickets/{ticketKey}` (issue 40 "The enrolled list's rows open the
 * member's learning status for that class (lesson by lesson: §7 lesson status), and a … view of a
 * klass ticket shows its period and lets the operator extend or end it (confirm, history)"): the
 * ticket's period in words (start and end in Seoul time, or "첫 입장부터 30일" before first use),
 * its status, the learner's progress and each lesson's (chapter, lesson, kind, progress, state),
 * the extension (a dialog) and the end (confirmed first: the learner can no longer enter), and
 * the ticket's change history. A refunded ticket offers neither; an ended one no second end.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { KlassTicketStatus } from '@app/shared/api/contract/adminKlassTicket';
import { endProblem, extendProblem, klassTicketErrorCodes } from '@app/shared/api/contract/adminKlassTicketRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { RecordHistory } from '../history/RecordHistory';
import { adminAssignmentKeys, endKlassTicket, klassTicketQuery, LEARNER_TICKETS_AREA } from './api';
import { ExtendTicketDialog } from './ExtendTicketDialog';
import { LessonTable, PeriodList, ProgressLine, TicketPageFrame } from './LearningStatus';
import { enrolledPath } from './paths';

const text = copy.backofficeAssignments.ticket;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

function Ticket({ ticket }: { ticket: KlassTicketStatus }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [dialog, setDialog] = useState<'extend' | 'end' | null>(null);
  const end = useMutation({
    mutationFn: () => endKlassTicket(ticket.ticketKey),
    meta: announces(adminAssignmentKeys.all, adminHistoryKeys.all, LEARNER_TICKETS_AREA),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminAssignmentKeys.ticket(saved.ticketKey), saved);
      void queryClient.invalidateQueries({ queryKey: adminAssignmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      toast.show(text.ended);
      setDialog(null);
    },
  });
  const endRefusal = end.isError ? (isApiError(end.error) && end.error.code === klassTicketErrorCodes.notChangeable.code ? end.error.message : text.changeFailed) : null;
  const extendBlocked = extendProblem(ticket.status);
  const endBlocked = endProblem(ticket.status);
  const note = extendBlocked ?? endBlocked;
  return (
    <Stack gap={6}>
      <Link to={enrolledPath('KLASS', ticket.klassId)}>{text.backToEnrolled}</Link>
      <section aria-labelledby="ticket-period">
        <Stack gap={3}>
          <h2 id="ticket-period">{text.periodTitle}</h2>
          <PeriodList period={ticket} />
          {/* Why a change is not offered: refunded (neither), or ended already (no second end). */}
          {note ? <Alert tone="info">{note}</Alert> : null}
          {endRefusal ? <Alert tone="danger">{endRefusal}</Alert> : null}
          <Actions>
            <Button variant="secondary" disabled={extendBlocked !== null} onClick={() => setDialog('extend')}>
              {text.extend}
            </Button>
            <Button variant="danger" disabled={endBlocked !== null} onClick={() => setDialog('end')}>
              {text.end}
            </Button>
          </Actions>
        </Stack>
      </section>
      <section aria-labelledby="ticket-learning">
        <Stack gap={3}>
          <h2 id="ticket-learning">{text.learningTitle}</h2>
          <ProgressLine progressRate={ticket.progressRate} isCompleted={ticket.isCompleted} />
          <LessonTable chapters={ticket.chapters} caption={text.lessonsCaption} />
        </Stack>
      </section>
      <RecordHistory recordType="KLASS_TICKET" recordKey={ticket.ticketKey} />
      {dialog === 'extend' && <ExtendTicketDialog ticket={ticket} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'end'}
        onCancel={() => setDialog(null)}
        onSubmit={() => end.mutate()}
        title={text.endTitle}
        cancelLabel={text.cancel}
        submitLabel={text.endConfirm}
        tone="danger"
        submitting={end.isPending}
      >
        {text.endBody(ticket.displayName)}
      </ConfirmDialog>
    </Stack>
  );
}

export function KlassTicketPage() {
  const ticketKey = useParams<{ ticketKey: string }>().ticketKey ?? '';
  const ticket = useQuery(klassTicketQuery(ticketKey));
  return (
    <TicketPageFrame ticket={ticket} title={(data) => text.title(data.displayName, data.klassTitle)}>
      {(data) => <Ticket ticket={data} />}
    </TicketPageFrame>
  );
}
