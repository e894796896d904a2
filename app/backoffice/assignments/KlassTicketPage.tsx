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
import { DescriptionList } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Table, type TableColumn } from '@ds/components/Table';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { KlassTicketStatus, LessonStatus } from '@app/shared/api/contract/adminKlassTicket';
import { endProblem, extendProblem, klassTicketErrorCodes } from '@app/shared/api/contract/adminKlassTicketRules';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { RecordHistory } from '../history/RecordHistory';
import { AdminPage } from '../shell/AdminPage';
import { adminAssignmentKeys, endKlassTicket, klassTicketQuery, LEARNER_TICKETS_AREA } from './api';
import { ExtendTicketDialog } from './ExtendTicketDialog';
import { enrolledPath } from './paths';

const text = copy.backofficeAssignments.ticket;
const statusWords = copy.backofficeAssignments.enrolled.ticketStatus;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

interface LessonRow extends LessonStatus {
  chapterTitle: string;
}

const lessonColumns: TableColumn<LessonRow>[] = [
  { id: 'chapter', header: text.columnChapter, cell: (row) => row.chapterTitle },
  { id: 'lesson', header: text.columnLesson, cell: (row) => row.title },
  { id: 'type', header: text.columnType, cell: (row) => text.lessonTypes[row.type] ?? row.type },
  { id: 'progress', header: text.columnProgress, align: 'end', cell: (row) => `${row.progressRate}%` },
  {
    id: 'state',
    header: text.columnLessonStatus,
    cell: (row) =>
      row.completed ? (
        <StatusLabel tone="success">{text.lessonCompleted}</StatusLabel>
      ) : (
        <StatusLabel tone={row.progressRate > 0 ? 'info' : 'neutral'}>{row.progressRate > 0 ? text.lessonInProgress : text.lessonNotStarted}</StatusLabel>
      ),
  },
];

/** The period in words: when it opened or opens, and when it ends — or how long it runs from first use. */
function periodItems(ticket: KlassTicketStatus) {
  const start = ticket.availableAt ? (ticket.status === 'SCHEDULED' ? text.opensAt(formatDateTime(ticket.availableAt)) : formatDateTime(ticket.availableAt)) : text.none;
  const end = ticket.expiredAt ? formatDateTime(ticket.expiredAt) : text.notStarted(formatCount(ticket.periodDays));
  return [
    { term: copy.backofficeAssignments.enrolled.columnStatus, description: statusWords[ticket.status] },
    { term: text.periodStart, description: start },
    { term: text.periodEnd, description: end },
  ];
}

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
  const rows: LessonRow[] = ticket.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => ({ ...lesson, chapterTitle: chapter.title })));
  return (
    <Stack gap={6}>
      <Link to={enrolledPath('KLASS', ticket.klassId)}>{text.backToEnrolled}</Link>
      <section aria-labelledby="ticket-period">
        <Stack gap={3}>
          <h2 id="ticket-period">{text.periodTitle}</h2>
          <DescriptionList items={periodItems(ticket)} />
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
          <p>
            {text.progress(ticket.progressRate)} ·{' '}
            <StatusLabel tone={ticket.isCompleted ? 'success' : 'neutral'}>
              {ticket.isCompleted ? copy.backofficeAssignments.enrolled.completed : copy.backofficeAssignments.enrolled.notCompleted}
            </StatusLabel>
          </p>
          <Table caption={text.lessonsCaption} columns={lessonColumns} rows={rows} getRowKey={(row) => row.lessonKey} emptyText={text.noLessons} />
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
  const title = ticket.data ? text.title(ticket.data.displayName, ticket.data.klassTitle) : copy.backofficeAssignments.enrolled.title;
  const notFound = ticket.isError && isApiError(ticket.error) && ticket.error.code === errorCodes.notFound.code;
  return (
    <AdminPage title={title} area={areaById('ASSIGNMENT')}>
      {ticket.data ? (
        <Ticket ticket={ticket.data} />
      ) : notFound ? (
        <Alert tone="warning">{text.notFound}</Alert>
      ) : ticket.isError ? (
        <ErrorState headingLevel={2} title={text.loadFailed} onRetry={() => void ticket.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <Skeleton lines={8} />
      )}
    </AdminPage>
  );
}
