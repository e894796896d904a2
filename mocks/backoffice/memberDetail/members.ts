/**
 * Reading one member for the detail handlers: the account as the detail answers it (the tenant's
 * info fields with this member's values, the marketing consent and when it last changed, the
 * groups), their learning status built from the same inventory records and converters the learner
 * side answers with (mocks/inventory/views.ts), and their learning-experience events.
 */
import type { InfoField } from '@app/shared/api/contract/account';
import type {
  LxEvent,
  MemberCourseTicket,
  MemberDetail,
  MemberKlassTicket,
  MemberLearning,
  QuizStatus,
} from '@app/shared/api/contract/adminMemberDetail';
import type { AccountRecord } from '@mocks/account/schemas';
import { registerFields } from '@mocks/account/infoValues';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { EARLY_JOINED_AT } from '@mocks/backoffice/members/seed';
import { formatDate } from '@app/shared/lib/format/date';
import type { KlassRecord, TicketPeriod } from '@mocks/inventory/collections';
import { findLesson, klassLessons, requireKlass } from '@mocks/inventory/curriculum';
import { klassProgress, lessonState, type KlassProgress } from '@mocks/inventory/progress';
import { toCourseTicketItem, toMyKlassItem } from '@mocks/inventory/views';

/** The member with this key; operators are not members (404, as for an unknown key). */
export function requireMember(accountKey: string): AccountRecord {
  const account = db.accounts.findFirst((q) => q.where({ accountKey }));
  const operator = db.operatorGrants.findFirst((q) => q.where({ accountKey }));
  if (!account || operator)
    throw new MockError('notFound', '회원을 찾을 수 없어요.', { accountKey });
  return account;
}

/** A withdrawn member is read, never changed. */
export function requireChangeable(accountKey: string): AccountRecord {
  const account = requireMember(accountKey);
  if (account.status === 'WITHDRAWN') {
    throw new MockError('accountWithdrawn', '탈퇴한 회원의 정보는 바꿀 수 없어요.', {
      accountKey,
    });
  }
  return account;
}

/** Every field of the tenant's info-config, with this member's value (null when never filled). */
export function infosOf(account: AccountRecord): InfoField[] {
  const saved = new Map(account.info.map((info) => [info.fieldName, info]));
  return registerFields().map(
    (field) =>
      saved.get(field.name) ?? {
        fieldName: field.name,
        label: field.label,
        value: null,
        conclusion: null,
        certificationAt: null,
      },
  );
}

export function toMemberDetail(account: AccountRecord): MemberDetail {
  const groups = db.memberGroups
    .findMany((q) =>
      q.where((group) => group.members.some((member) => member.accountKey === account.accountKey)),
    )
    .map(({ groupKey, name }) => ({ groupKey, name }));
  return {
    accountKey: account.accountKey,
    displayName: account.displayName,
    email: account.email,
    emailVerified: account.emailVerified,
    id: account.id,
    phone: account.phone,
    phoneVerified: account.phoneVerified,
    linkedSocial: account.linkedSocial,
    status: account.status,
    joinedAt: account.joinedAt ?? account.agreement?.agreedAt ?? EARLY_JOINED_AT,
    marketingAgreement: account.agreement?.marketing ?? false,
    marketingAgreedAt: account.marketingChangedAt ?? account.agreement?.agreedAt ?? null,
    nightMarketingAgreement: (account.agreement?.marketing ?? false) && (account.nightMarketing?.agreed ?? false),
    nightMarketingAgreedAt: account.nightMarketing?.changedAt ?? null,
    infos: infosOf(account),
    groups,
  };
}

/**
 * Spec §3 Enrolled account row `firstUseAtLabel` when the ticket has not been used: said as a
 * person says it (review: the stored word "미사용" read as a code), here and in the enrolled lists.
 */
export const NOT_USED_LABEL = '아직 시작 안 함';

/**
 * The ticket's first use: the start of its period (`availableAt` once the ticket left AVAILABLE or
 * SCHEDULED, the moment the learner's first entry started it), null while unused.
 */
function firstUse(ticket: TicketPeriod): { firstUseAt: string | null; firstUseAtLabel: string } {
  const used = ticket.status !== 'AVAILABLE' && ticket.status !== 'SCHEDULED' && ticket.availableAt !== null;
  const firstUseAt = used ? ticket.availableAt : null;
  return { firstUseAt, firstUseAtLabel: firstUseAt ? formatDate(firstUseAt) : NOT_USED_LABEL };
}

/** The class's quiz lessons and how many the learner side counts completed (lessonState). */
function quizzes(klass: KlassRecord, progress: KlassProgress) {
  const completed = new Map(progress.lessons.map((lesson) => [lesson.lessonKey, lesson.completed]));
  const quizKeys = klassLessons(klass)
    .filter((lesson) => lesson.spec.type === 'quiz')
    .map((lesson) => lesson.lessonKey);
  const solvedQuizCount = quizKeys.filter((key) => completed.get(key) === true).length;
  const totalQuizCount = quizKeys.length;
  const quizStatus: QuizStatus =
    totalQuizCount === 0
      ? 'NONE'
      : solvedQuizCount === 0
        ? 'NOT_STARTED'
        : solvedQuizCount < totalQuizCount
          ? 'IN_PROGRESS'
          : 'COMPLETED';
  return { quizStatus, solvedQuizCount, totalQuizCount };
}

export function memberLearning(accountKey: string): MemberLearning {
  const records = db.klassTickets.findMany((q) => q.where({ accountKey }));
  const klassTickets: MemberKlassTicket[] = records.map((ticket) => {
    // Its completion is the learner's item's (mocks/inventory/progress.ts), so the two never disagree.
    const item = toMyKlassItem(ticket);
    const klass = requireKlass(ticket.klassId);
    return {
      ...item,
      ...firstUse(ticket),
      ...quizzes(klass, klassProgress(klass, accountKey)),
    };
  });
  const courseTickets: MemberCourseTicket[] = db.courseTickets
    .findMany((q) => q.where({ accountKey }))
    .map((ticket) => {
      // The classes issued from the course so far: their mean progress is the course's.
      const issued = klassTickets.filter(
        (_item, index) => records[index]?.courseTicketId === ticket.courseTicketId,
      );
      const progressRate =
        issued.length > 0
          ? Math.floor(issued.reduce((sum, item) => sum + item.progressRate, 0) / issued.length)
          : 0;
      // Complete as the learner's course item is: every class of the course complete.
      const item = toCourseTicketItem(ticket);
      return {
        ...item,
        progressRate,
        ...firstUse(ticket),
      };
    });
  return { klassTickets, courseTickets };
}

/** The member's learning events, in no particular order (the handler sorts and pages). */
export function lxEvents(accountKey: string): LxEvent[] {
  const events: LxEvent[] = [];
  for (const ticket of db.klassTickets.findMany((q) => q.where({ accountKey }))) {
    const klass = requireKlass(ticket.klassId);
    const base = { klassTitle: klass.title, lessonTitle: null, progressRate: null };
    events.push({
      ...base,
      eventKey: `${ticket.klassTicketKey}:issued`,
      kind: 'TICKET_ISSUED',
      occurredAt: ticket.createdAt,
    });
    if (ticket.lastAccessedAt) {
      events.push({
        ...base,
        eventKey: `${ticket.klassTicketKey}:entered`,
        kind: 'KLASS_ENTERED',
        occurredAt: ticket.lastAccessedAt,
      });
    }
  }
  for (const progress of db.lessonProgress.findMany((q) => q.where({ accountKey }))) {
    const lesson = findLesson(progress.klassId, progress.lessonKey);
    if (!lesson) continue;
    events.push({
      eventKey: `${progress.klassId}:${progress.lessonKey}:studied`,
      kind: 'LESSON_STUDIED',
      occurredAt: progress.updatedAt,
      klassTitle: requireKlass(progress.klassId).title,
      lessonTitle: lesson.title,
      progressRate: lessonState(lesson, progress).progressRate,
    });
  }
  return events;
}
