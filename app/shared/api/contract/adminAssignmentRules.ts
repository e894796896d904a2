/**
 * The assignment area's rules both sides hold (backoffice.md §3 Assignment completionTargetValue,
 * §4 "Course assignment job can be stopped, resumed, cancelled; its items can be cancelled or
 * retried"; issue 29), without zod so a screen pays nothing for the schemas to know them:
 * - what one item of an assignment job allows, read from the job's own actions (adminJob.ts
 *   `allowedJobActions`, the one table of the job centre) plus the one thing an assignment adds —
 *   a ticket already given can be taken back (its item cancelled), which is how an operator undoes
 *   an assignment to one person;
 * - the completion target as a form and as the JSON §3 stores (`completionTargetValue`);
 * - the limits (§9: the operating-classes slice up to 10,000; pass accounts 10 a page).
 */
import type { JobAction } from './adminJob';

/**
 * What can be given: a class (klass ticket), a course (course ticket), a package (a ticket of each
 * of its classes, as a purchase gives them; issue 40) or a pass (pass ticket, §3: start, expire).
 */
export const assignmentTargetTypes = ['KLASS', 'COURSE', 'PACKAGE', 'PASS'] as const;
export type AssignmentTargetType = (typeof assignmentTargetTypes)[number];

/** The path segment of each target type (`…/enrolled-accounts/passes/{id}`, the screens' URLs too). */
export const assignmentTargetPaths = { KLASS: 'klasses', COURSE: 'courses', PACKAGE: 'packages', PASS: 'passes' } as const satisfies Record<AssignmentTargetType, string>;
export type AssignmentTargetPath = (typeof assignmentTargetPaths)[AssignmentTargetType];

/** The target type of a path segment; null for any other segment. */
export function assignmentTargetTypeOfPath(segment: string | undefined): AssignmentTargetType | null {
  return assignmentTargetTypes.find((type) => assignmentTargetPaths[type] === segment) ?? null;
}

/**
 * One account of an assignment job: waiting, given a ticket, left alone because the account holds
 * one already, failed (a withdrawn account, a moment's error), or cancelled (taken out before it
 * ran, or its ticket taken back).
 */
export const assignmentItemStatuses = ['PENDING', 'SUCCEEDED', 'SKIPPED', 'FAILED', 'CANCELLED'] as const;
export type AssignmentItemStatus = (typeof assignmentItemStatuses)[number];

export const assignmentItemActions = ['RETRY', 'CANCEL'] as const;
export type AssignmentItemAction = (typeof assignmentItemActions)[number];

/** Path segment of each item action (`…/items/{itemKey}/retry`). */
export const assignmentItemActionPaths = { RETRY: 'retry', CANCEL: 'cancel' } as const satisfies Record<AssignmentItemAction, string>;

/**
 * The actions one item allows now. A waiting or failed item follows the job's item actions
 * (`RETRY_ITEM`, `CANCEL_ITEM` in `jobActions`, from allowedJobActions); a failed item that cannot
 * run again (a withdrawn account) allows neither; a ticket given can always be taken back, whatever
 * the job's status — the learner loses it at once. Skipped and cancelled items are final.
 */
export function allowedAssignmentItemActions(
  status: AssignmentItemStatus,
  jobActions: readonly JobAction[],
  retryable: boolean,
): AssignmentItemAction[] {
  switch (status) {
    case 'PENDING':
      return jobActions.includes('CANCEL_ITEM') ? ['CANCEL'] : [];
    case 'FAILED':
      if (!retryable) return [];
      return [
        ...(jobActions.includes('RETRY_ITEM') ? (['RETRY'] as const) : []),
        ...(jobActions.includes('CANCEL_ITEM') ? (['CANCEL'] as const) : []),
      ];
    case 'SUCCEEDED':
      return ['CANCEL'];
    case 'SKIPPED':
    case 'CANCELLED':
      return [];
  }
}

/**
 * The completion target of an assignment as the form holds it: the progress rate a learner must
 * reach (none: the class's own criteria), and whether every quiz must be solved besides.
 */
export interface CompletionTargetForm {
  progressRate: number | null;
  quizRequired: boolean;
}

export const COMPLETION_RATE_MIN = 1;
export const COMPLETION_RATE_MAX = 100;

/** The rule's words, said by the form and the mock alike (the contract never imports the copy). */
export const completionTargetMessages = {
  rate: `수료 기준 진도율은 ${COMPLETION_RATE_MIN}에서 ${COMPLETION_RATE_MAX} 사이의 정수로 입력해 주세요.`,
  json: '수료 기준 값을 읽을 수 없어요.',
} as const;

export const emptyCompletionTarget: CompletionTargetForm = { progressRate: null, quizRequired: false };

/** The form as §3's `completionTargetValue`: `{"progressRate":80,"quizRequired":true}`, `{}` for none. */
export function completionTargetToJson(form: CompletionTargetForm): string {
  return JSON.stringify({
    ...(form.progressRate === null ? {} : { progressRate: form.progressRate }),
    ...(form.quizRequired ? { quizRequired: true } : {}),
  });
}

function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= COMPLETION_RATE_MIN && value <= COMPLETION_RATE_MAX;
}

/** A stored `completionTargetValue` back as the form; null when it is not one this rule wrote. */
export function completionTargetFromJson(json: string): CompletionTargetForm | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { progressRate, quizRequired, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (progressRate !== undefined && !isRate(progressRate)) return null;
  if (quizRequired !== undefined && quizRequired !== true) return null;
  return { progressRate: progressRate ?? null, quizRequired: quizRequired === true };
}

/** The form's rate field as typed: a number, none when blank, or the rule's message. */
export function parseCompletionRate(typed: string): { rate: number | null } | { error: string } {
  const trimmed = typed.trim();
  if (trimmed === '') return { rate: null };
  const rate = Number(trimmed);
  return /^\d+$/.test(trimmed) && isRate(rate) ? { rate } : { error: completionTargetMessages.rate };
}

/** §9: the operating-classes slice the class picker reads at once. */
export const ASSIGNMENT_TARGET_SLICE_MAX = 10_000;
/** §9 pass accounts 10 a page: the enrolled lists' first page size. */
export const ENROLLED_PAGE_SIZE = 10;
export const ASSIGNMENT_MEMO_MAX = 100;
