/**
 * The enrolled accounts of a class, course, package (issue 40: its purchases and assignments) or pass (backoffice.md §3 Enrolled account row, Pass
 * ticket; §7 Inventory admin "enrolled accounts list; CSV/XLSX export jobs"; issue 29), read from
 * the inventory's tickets (a pass: its pass tickets) and the learners' progress — the same records the learner's pages and the member
 * detail's learning status read. Progress is worked out only for the rows answered, unless a
 * completion filter or the progress sort needs it for every row; the tickets and accounts are read
 * through enrolledIndex.ts, not scanned for every page.
 */
import {
  adminAssignmentEndpoints,
  type EnrolledAccount,
  type EnrolledFilter,
  type QuizStatus,
  type TargetRef,
} from '@app/shared/api/contract/adminAssignment';
import { assignmentTargetTypeOfPath, type AssignmentTargetPath } from '@app/shared/api/contract/adminAssignmentRules';
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import type { SpreadsheetColumn } from '@app/shared/lib/spreadsheet';
import type { HttpHandler } from 'msw';
import type { AccountRecord } from '@mocks/account/schemas';
import { exportRows } from '@mocks/backoffice/files/store';
import { NOT_USED_LABEL } from '@mocks/backoffice/memberDetail/members';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, pageOf } from '@mocks/engine/query';
import { seoulDate, seoulDateTime } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { KlassRecord } from '@mocks/inventory/collections';
import { statusLabels } from '@mocks/inventory/labels';
import { isTicketCompleted, klassProgress, type TicketCompletionTarget } from '@mocks/inventory/progress';
import { accountByKey, quizLessonsOf, ticketsOfCourse, ticketsOfKlass, ticketsOfPass } from './enrolledIndex';
import { packageTickets, passTicketStatus } from './tickets';

/** A ticket of the target, whichever kind, as the row needs it. */
interface EnrolledTicket {
  ticketKey: string;
  accountKey: string;
  status: TicketStatus;
  availableAt: string | null;
  expiredAt: string | null;
}

/** Statuses whose ticket has been used: its `availableAt` is when the learner first entered. */
const usedStatuses: ReadonlySet<TicketStatus> = new Set<TicketStatus>(['ACTIVE', 'STOPPED', 'END_OF_TERM']);

interface Learning {
  progressRate: number;
  solved: number;
  total: number;
  completed: boolean;
}

/** A learner's learning in a class, judged by their ticket's completion target when an assignment set one. */
function klassLearning(klass: KlassRecord, quizzes: ReadonlySet<string>, accountKey: string, target?: TicketCompletionTarget): Learning {
  const progress = klassProgress(klass, accountKey);
  const solved = progress.lessons.filter((lesson) => quizzes.has(lesson.lessonKey) && lesson.completed).length;
  return { progressRate: progress.progressRate, solved, total: quizzes.size, completed: isTicketCompleted(klass, progress, target) };
}

function quizStatus({ solved, total }: Learning): QuizStatus {
  if (total === 0) return 'NO_QUIZ';
  if (solved === 0) return 'NOT_STARTED';
  return solved === total ? 'SOLVED' : 'IN_PROGRESS';
}

/** The target's title, tickets and how to read a learner's learning in it. */
interface Enrolment {
  title: string;
  tickets: EnrolledTicket[];
  learning(accountKey: string): Learning;
}

/** A pass has no lessons of its own: its row's learning is empty (the pass list does not show it). */
const noLearning: Learning = { progressRate: 0, solved: 0, total: 0, completed: false };

/** A pass's enrolment: its pass tickets, first used at their start (§3 Pass ticket: start, expire). */
function passEnrolment(passKey: string): Enrolment {
  const pass = db.catalogueProducts.findFirst((q) => q.where({ itemKey: passKey, type: 'PASS' }));
  if (!pass) throw new MockError('notFound', '이용권을 찾을 수 없어요.', { targetId: passKey });
  const now = settings.now();
  return {
    title: pass.title,
    tickets: ticketsOfPass(passKey).map((ticket) => ({
      ticketKey: ticket.passTicketKey,
      accountKey: ticket.accountKey,
      status: passTicketStatus(ticket, now),
      availableAt: ticket.start,
      expiredAt: ticket.expire,
    })),
    learning: () => noLearning,
  };
}

function enrolmentOf(ref: TargetRef): Enrolment {
  if (ref.targetType === 'KLASS') {
    const klass = db.klasses.findFirst((q) => q.where({ klassId: ref.targetId }));
    if (!klass) throw new MockError('notFound', '클래스를 찾을 수 없어요.', { targetId: ref.targetId });
    const quizzes = quizLessonsOf(klass.klassId);
    const tickets = ticketsOfKlass(klass.klassId);
    const targets = new Map(tickets.flatMap((ticket) => (ticket.completionTarget ? [[ticket.accountKey, ticket.completionTarget] as const] : [])));
    return {
      title: klass.title,
      tickets: tickets.map((ticket) => ({ ...ticket, ticketKey: ticket.klassTicketKey })),
      learning: (accountKey) => klassLearning(klass, quizzes, accountKey, targets.get(accountKey)),
    };
  }
  if (ref.targetType === 'PASS') return passEnrolment(ref.targetId);
  if (ref.targetType === 'PACKAGE') {
    const bundle = db.packages.findFirst((q) => q.where({ packageId: ref.targetId }));
    if (!bundle) throw new MockError('notFound', '패키지를 찾을 수 없어요.', { targetId: ref.targetId });
    return bundleEnrolment(bundle.title, bundle.klassIds, packageTickets(bundle.packageId).map(({ key, ...ticket }) => ({ ...ticket, ticketKey: key })));
  }
  const course = db.courses.findFirst((q) => q.where({ courseId: ref.targetId }));
  if (!course) throw new MockError('notFound', '코스를 찾을 수 없어요.', { targetId: ref.targetId });
  return bundleEnrolment(
    course.title,
    course.items.map((item) => item.klassId),
    ticketsOfCourse(course.courseId).map((ticket) => ({ ...ticket, ticketKey: ticket.courseTicketId })),
  );
}

/** A course's or package's enrolment: a learner's learning is that of its classes, averaged. */
function bundleEnrolment(title: string, klassIds: readonly string[], tickets: EnrolledTicket[]): Enrolment {
  const klasses = klassIds.flatMap((klassId) => db.klasses.findFirst((q) => q.where({ klassId })) ?? []);
  const quizzes = new Map(klasses.map((klass) => [klass.klassId, quizLessonsOf(klass.klassId)]));
  return {
    title,
    tickets,
    learning(accountKey) {
      const each = klasses.map((klass) => klassLearning(klass, quizzes.get(klass.klassId) ?? new Set(), accountKey));
      const sum = (pick: (learning: Learning) => number) => each.reduce((total, learning) => total + pick(learning), 0);
      return {
        progressRate: each.length > 0 ? Math.floor(sum((learning) => learning.progressRate) / each.length) : 0,
        solved: sum((learning) => learning.solved),
        total: sum((learning) => learning.total),
        completed: each.length > 0 && each.every((learning) => learning.completed),
      };
    },
  };
}

function toRow(enrolment: Enrolment, ticket: EnrolledTicket, account: AccountRecord | undefined, learning: Learning): EnrolledAccount {
  return {
    accountKey: ticket.accountKey,
    displayName: account?.displayName ?? ticket.accountKey,
    email: account?.email ?? '',
    phone: account?.phone ?? null,
    courseTitle: enrolment.title,
    ticketKey: ticket.ticketKey,
    status: ticket.status,
    statusLabel: statusLabels[ticket.status],
    firstUseAtLabel: usedStatuses.has(ticket.status) && ticket.availableAt ? seoulDateTime(ticket.availableAt) : NOT_USED_LABEL,
    expiredAt: ticket.expiredAt,
    progressRate: learning.progressRate,
    quizStatus: quizStatus(learning),
    solvedQuizCount: learning.solved,
    totalQuizCount: learning.total,
    isCompleted: learning.completed,
  };
}

type EnrolledSort = 'firstUseAt' | 'progressRate' | 'displayName';

/**
 * The rows of a filter, sorted; learning is read once per row and only when needed to filter or
 * sort. Also the master workspace's learners of a class (mocks/backoffice/master), the same rows.
 */
export function enrolledRows(ref: TargetRef, filter: EnrolledFilter, sort: string | undefined) {
  const enrolment = enrolmentOf(ref);
  const statuses = filter.status ? new Set(([] as TicketStatus[]).concat(filter.status)) : null;
  const completion = filter.completion ? new Set(([] as string[]).concat(filter.completion)) : null;
  const wanted = filter.q?.trim().toLowerCase() ?? '';
  const [field, direction] = (sort ?? 'firstUseAt,desc').split(',') as [EnrolledSort, 'asc' | 'desc'];
  const needsLearning = (completion !== null && completion.size === 1) || field === 'progressRate';
  const learned = new Map<string, Learning>();
  const learningOf = (accountKey: string) => {
    let learning = learned.get(accountKey);
    if (!learning) {
      learning = enrolment.learning(accountKey);
      learned.set(accountKey, learning);
    }
    return learning;
  };
  let tickets = enrolment.tickets.filter((ticket) => {
    if (statuses && !statuses.has(ticket.status)) return false;
    const account = accountByKey(ticket.accountKey);
    if (wanted && !`${account?.displayName ?? ''} ${account?.email ?? ''} ${account?.phone ?? ''}`.toLowerCase().includes(wanted)) return false;
    if (needsLearning && completion?.size === 1) return learningOf(ticket.accountKey).completed === completion.has('COMPLETED');
    return true;
  });
  tickets = tickets.sort(
    by((ticket) => {
      if (field === 'displayName') return accountByKey(ticket.accountKey)?.displayName ?? '';
      if (field === 'progressRate') return learningOf(ticket.accountKey).progressRate;
      return usedStatuses.has(ticket.status) ? (ticket.availableAt ?? '') : '';
    }, direction),
  );
  return { enrolment, tickets, toRow: (ticket: EnrolledTicket) => toRow(enrolment, ticket, accountByKey(ticket.accountKey), learningOf(ticket.accountKey)) };
}

function refOf(params: { targetType: AssignmentTargetPath; targetId: string }): TargetRef {
  const targetType = assignmentTargetTypeOfPath(params.targetType);
  if (!targetType) throw new MockError('notFound', '알 수 없는 배정 대상이에요.', { targetType: params.targetType });
  return { targetType, targetId: params.targetId };
}

const quizWords: Record<QuizStatus, string> = { NO_QUIZ: '퀴즈 없음', NOT_STARTED: '시작 전', IN_PROGRESS: '푸는 중', SOLVED: '모두 풂' };

const exportColumns: SpreadsheetColumn[] = [
  { key: 'displayName', header: '이름' },
  { key: 'email', header: '이메일' },
  { key: 'phone', header: '휴대폰 번호' },
  { key: 'courseTitle', header: '강의명' },
  { key: 'statusLabel', header: '수강 상태' },
  { key: 'firstUseAtLabel', header: '첫 사용' },
  { key: 'progressRate', header: '진도율' },
  { key: 'quiz', header: '퀴즈' },
  { key: 'completed', header: '수료' },
];

/** A pass's file: its start and expiry instead of the learning a pass does not have. */
const passExportColumns: SpreadsheetColumn[] = [
  ...exportColumns.filter((column) => !['progressRate', 'quiz', 'completed'].includes(column.key)),
  { key: 'expiredAt', header: '만료' },
];

function exportCells(row: EnrolledAccount): Record<string, string | null> {
  return {
    displayName: row.displayName,
    email: row.email,
    phone: row.phone,
    courseTitle: row.courseTitle,
    statusLabel: row.statusLabel,
    firstUseAtLabel: row.firstUseAtLabel,
    progressRate: `${row.progressRate}%`,
    quiz: `${quizWords[row.quizStatus]} (${row.solvedQuizCount}/${row.totalQuizCount})`,
    completed: row.isCompleted ? '수료' : '미수료',
    expiredAt: row.expiredAt ? seoulDateTime(row.expiredAt) : null,
  };
}

export const assignmentEnrolledHandlers = {
  enrolled: handle(adminAssignmentEndpoints.enrolled, ({ params, query }) => {
    const { tickets, toRow: row } = enrolledRows(refOf(params), query, query.sort);
    return pageOf(tickets, query, row);
  }),

  exportEnrolled: handle(adminAssignmentEndpoints.exportEnrolled, ({ params, body, auth }) => {
    const ref = refOf(params);
    const { enrolment, tickets, toRow: row } = enrolledRows(ref, body.filter, undefined);
    // The rows are frozen when the job starts: what the operator asked for is what the file holds.
    const rows = tickets.map(row);
    const startedBy = actorOf(auth);
    return startJob({
      kind: 'EXPORT',
      title: `‘${enrolment.title}’ 수강생 내보내기 (${body.format})`,
      scope: `수강생 ${rows.length.toLocaleString('ko-KR')}명`,
      area: 'ASSIGNMENT',
      startedBy,
      items: rows.map((enrolled) => enrolled.ticketKey),
      processItem: () => 'ok',
      async finish() {
        const file = await exportRows({
          format: body.format,
          fileName: `${enrolment.title} 수강생 ${seoulDate(settings.now())}`,
          columns: ref.targetType === 'PASS' ? passExportColumns : exportColumns,
          rows: rows.map(exportCells),
          owner: startedBy,
          sheetName: '수강생',
        });
        return { type: 'FILE', fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType };
      },
    });
  }),
} satisfies Pick<Record<keyof typeof adminAssignmentEndpoints, HttpHandler>, 'enrolled' | 'exportEnrolled'>;
