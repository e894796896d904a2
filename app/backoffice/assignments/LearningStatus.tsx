/**
 * A member's learning status as the class ticket's page shows it (issue 40, §7 "lesson status"),
 * in pieces the course's and package's ticket page shows too, once per class: a period in words
 * (status, start and end in Seoul time, or "첫 입장부터 30일" before first use), the progress with
 * completion, the lessons chapter by chapter, and the page's frame while its ticket loads. One
 * place, so the pages say it alike.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@ds/components/Alert';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { DescriptionList } from '@ds/components/DescriptionList';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Table, type TableColumn } from '@ds/components/Table';
import { formatCount } from '@ds/lib/text/number';
import type { KlassTicketStatus, LessonStatus } from '@app/shared/api/contract/adminKlassTicket';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { AdminPage } from '../shell/AdminPage';
import { formatDateTime } from '@app/shared/lib/format/date';

const text = copy.backofficeAssignments.ticket;
const enrolled = copy.backofficeAssignments.enrolled;

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

/** What a period is made of: a class ticket's, a course ticket's, a package purchase's (no length of its own). */
type Period = Pick<KlassTicketStatus, 'status' | 'availableAt' | 'expiredAt'> & { periodDays: number | null };

/** When the period ends, in Seoul time, or how long it runs from first use before it starts. */
export function periodEndText(period: Pick<Period, 'expiredAt' | 'periodDays'>): string {
  return period.expiredAt ? formatDateTime(period.expiredAt) : period.periodDays !== null ? text.notStarted(formatCount(period.periodDays)) : text.none;
}

/** The period in words: its status, when it opened or opens, and when it ends — or how long it runs from first use. */
export function PeriodList({ period }: { period: Period }) {
  const start = period.availableAt
    ? period.status === 'SCHEDULED'
      ? text.opensAt(formatDateTime(period.availableAt))
      : formatDateTime(period.availableAt)
    : text.none;
  return (
    <DescriptionList
      items={[
        { term: enrolled.columnStatus, description: enrolled.ticketStatus[period.status] },
        { term: text.periodStart, description: start },
        { term: text.periodEnd, description: periodEndText(period) },
      ]}
    />
  );
}

/** Progress and completion on one line. */
export function ProgressLine({ progressRate, isCompleted }: { progressRate: number; isCompleted: boolean }) {
  return (
    <p>
      {text.progress(progressRate)} · <StatusLabel tone={isCompleted ? 'success' : 'neutral'}>{isCompleted ? enrolled.completed : enrolled.notCompleted}</StatusLabel>
    </p>
  );
}

/** Each lesson of the class, chapter by chapter; `caption` names the table (the class's, where a page has several). */
export function LessonTable({ chapters, caption }: { chapters: KlassTicketStatus['chapters']; caption: string }) {
  const rows: LessonRow[] = chapters.flatMap((chapter) => chapter.lessons.map((lesson) => ({ ...lesson, chapterTitle: chapter.title })));
  return <Table caption={caption} columns={lessonColumns} rows={rows} getRowKey={(row) => row.lessonKey} emptyText={text.noLessons} />;
}

/**
 * A ticket's page: titled by its holder and what it opens once loaded; a ticket that does not
 * exist (any more) said so, a failed load offered again, a skeleton meanwhile.
 */
export function TicketPageFrame<T>({ ticket, title, children }: { ticket: UseQueryResult<T>; title: (data: T) => string; children: (data: T) => ReactNode }) {
  const notFound = ticket.isError && isApiError(ticket.error) && ticket.error.code === errorCodes.notFound.code;
  return (
    <AdminPage title={ticket.data ? title(ticket.data) : enrolled.title} area={areaById('ASSIGNMENT')}>
      {ticket.data ? (
        children(ticket.data)
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
