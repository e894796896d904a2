/**
 * The member's learning status (backoffice.md §2 "learning status per member", §3 Enrolled account
 * row: statusLabel, progressRate, isCompleted, firstUseAtLabel, quizStatus with solved / total
 * quizzes): their class tickets and course tickets with the same status labels and progress the
 * learner side shows; and their LX history (§9: 10 a page), newest first.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { ProgressBar } from '@ds/components/ProgressBar';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import { Table } from '@ds/components/Table';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { LX_HISTORY_PAGE_SIZE, type LxEvent, type MemberCourseTicket, type MemberKlassTicket } from '@app/shared/api/contract/adminMemberDetail';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { lxHistoryQuery, memberLearningQuery } from '../../api/adminMemberDetail';
import { SectionCard } from './SectionCard';

const text = copy.backofficeMemberDetail;

const statusTones: Record<TicketStatus, StatusTone> = {
  AVAILABLE: 'info',
  SCHEDULED: 'neutral',
  ACTIVE: 'success',
  STOPPED: 'warning',
  REFUND: 'danger',
  END_OF_TERM: 'neutral',
};

/**
 * The period from its first use (§3 `firstUseAtLabel`, the server's label) to its end; an unused
 * ticket reads the label ("아직 시작 안 함") with what it will get. One column for both keeps the card
 * within its width.
 */
function period(ticket: { firstUseAt: string | null; firstUseAtLabel: string; expiredAt: string | null; remainingTime: string | null }): string {
  if (ticket.firstUseAt && ticket.expiredAt) return text.period(ticket.firstUseAtLabel, formatDate(ticket.expiredAt));
  return ticket.remainingTime ? text.unusedPeriod(ticket.firstUseAtLabel, ticket.remainingTime) : ticket.firstUseAtLabel;
}

function Loading() {
  return (
    <div role="status" aria-label={text.loading}>
      <Skeleton lines={3} />
    </div>
  );
}

const status = (ticket: MemberKlassTicket | MemberCourseTicket) => <StatusLabel tone={statusTones[ticket.status]}>{ticket.statusLabel}</StatusLabel>;
const completion = (ticket: { isCompleted: boolean }) => (ticket.isCompleted ? text.completed : text.notCompleted);
// A class without quizzes reads "퀴즈 없음" alone: "0 / 0" would say nothing more.
const quiz = (ticket: MemberKlassTicket) =>
  ticket.quizStatus === 'NONE' ? text.quizStatus.NONE : text.quiz(text.quizStatus[ticket.quizStatus], ticket.solvedQuizCount, ticket.totalQuizCount);
const progress = (title: string, rate: number) => <ProgressBar label={text.progressOf(title)} hideLabel showValue value={rate} size="sm" />;

export function LearningCard({ accountKey }: { accountKey: string }) {
  const learning = useQuery(memberLearningQuery(accountKey));
  return (
    <SectionCard title={text.learningTitle}>
      {learning.isPending ? (
        <Loading />
      ) : learning.isError ? (
        <ErrorState description={copy.common.serverError} onRetry={() => void learning.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <Stack gap={4}>
          <Table
            caption={text.klassTicketsCaption}
            rows={learning.data.klassTickets}
            getRowKey={(ticket) => ticket.klassTicketKey}
            emptyText={text.learningEmpty}
            columns={[
              { id: 'title', header: text.columnTitle, cell: (ticket) => ticket.klassTitle },
              { id: 'status', header: text.columnStatus, cell: status },
              { id: 'progress', header: text.columnProgress, cell: (ticket) => progress(ticket.klassTitle, ticket.progressRate), width: '160px' },
              { id: 'period', header: text.columnPeriod, cell: period },
              { id: 'quiz', header: text.columnQuiz, cell: quiz },
              { id: 'completed', header: text.columnCompleted, cell: completion },
            ]}
          />
          <Table
            caption={text.courseTicketsCaption}
            rows={learning.data.courseTickets}
            getRowKey={(ticket) => ticket.courseTicketKey}
            emptyText={text.learningEmpty}
            columns={[
              { id: 'title', header: text.columnTitle, cell: (ticket) => ticket.title },
              { id: 'status', header: text.columnStatus, cell: status },
              { id: 'progress', header: text.columnProgress, cell: (ticket) => progress(ticket.title, ticket.progressRate), width: '160px' },
              { id: 'items', header: text.columnItems, cell: (ticket) => text.items(ticket.issuedItemCount, ticket.itemCount) },
              { id: 'period', header: text.columnPeriod, cell: period },
              { id: 'completed', header: text.columnCompleted, cell: completion },
            ]}
          />
        </Stack>
      )}
    </SectionCard>
  );
}

const lxEvent = (event: LxEvent) =>
  event.lessonTitle !== null && event.progressRate !== null
    ? `${text.lxKinds[event.kind]} · ${text.lxLesson(event.lessonTitle, event.progressRate)}`
    : text.lxKinds[event.kind];

export function LxHistoryCard({ accountKey }: { accountKey: string }) {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...lxHistoryQuery(accountKey, { page, size: LX_HISTORY_PAGE_SIZE }), placeholderData: keepPreviousData });
  return (
    <SectionCard title={text.lxTitle}>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <ErrorState description={copy.common.serverError} onRetry={() => void history.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <Stack gap={3}>
          <Table
            caption={text.lxCaption}
            hideCaption
            rows={history.data.items}
            getRowKey={(event) => event.eventKey}
            emptyText={text.lxEmpty}
            columns={[
              { id: 'when', header: text.columnWhen, cell: (event) => formatDateTime(event.occurredAt) },
              { id: 'klass', header: text.columnKlass, cell: (event) => event.klassTitle },
              { id: 'event', header: text.columnEvent, cell: lxEvent },
            ]}
          />
          {history.data.totalPages > 1 ? (
            <Pagination page={page} pageCount={history.data.totalPages} onChange={setPage} label={text.lxPagination} />
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
