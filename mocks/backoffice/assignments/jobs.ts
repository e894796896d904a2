/**
 * Assignment jobs on the job centre's engine (backoffice.md §4; issue 29): starting one, how its
 * items are processed, and the state of each item as the screen lists it.
 *
 * One item per account: an account holding the target already is skipped; a withdrawn or blocked
 * account is a failed item with a Korean reason that cannot be retried (it never crashes the job);
 * a class or course that stopped selling (CLOSED) part-way fails the whole job, the items left
 * waiting where they were, so a retry goes on from them once it sells again.
 *
 * An item's state is read, never stored: waiting in the job's queue, failed (an item error), given
 * (its ticket exists), skipped (held before), else cancelled. So a cancel from the job centre's
 * drawer and one from this area's screen tell the same story.
 */
import type { JobAction } from '@app/shared/api/contract/adminJob';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { AssignmentItem } from '@app/shared/api/contract/adminAssignment';
import {
  allowedAssignmentItemActions,
  type AssignmentItemStatus,
  type AssignmentTargetType,
} from '@app/shared/api/contract/adminAssignmentRules';
import type { AccountRecord } from '@mocks/account/schemas';
import { setJobRunner, startJob, toJob, type JobItemOutcome, type JobRunner } from '@mocks/backoffice/jobs/engine';
import type { JobItemErrorRecord, JobRecord } from '@mocks/backoffice/jobs/collections';
import { db } from '@mocks/db/database';
import type { AssignmentRecord } from './collections';
import { partWayPlay, type PartWayPlay } from './partWay';
import { targetStillGiven } from './targets';
import { giveTicket, givenBy, holdersOf } from './tickets';

/** The Korean reasons the items and jobs say (a person reads them in the job centre). */
export const assignmentReasons = {
  withdrawn: '탈퇴했거나 이용이 막힌 계정이라 지급하지 못했어요.',
  alreadyHeld: '이미 가진 계정이라 건너뛰었어요.',
  stoppedSelling: (title: string) => `‘${title}’ 판매가 중단되어 나머지 계정에 지급하지 못했어요. 판매를 다시 연 뒤 다시 시도해 주세요.`,
  moment: '잠시 연결이 끊겨 지급하지 못했어요.',
} as const;

const targetWords = { KLASS: '클래스 수강권', COURSE: '코스 수강권', PACKAGE: '패키지 수강권', PASS: '이용권' } as const satisfies Record<AssignmentTargetType, string>;

/** The job's title in the job centre: "‘백엔드 API 설계’ 클래스 수강권 지급". */
export function assignmentJobTitle(targetType: AssignmentTargetType, title: string): string {
  return `‘${title}’ ${targetWords[targetType]} 지급`;
}

export function itemLabel(account: Pick<AccountRecord, 'displayName' | 'email'> | undefined, accountKey: string): string {
  return account ? `${account.displayName} (${account.email})` : accountKey;
}

/**
 * How this assignment's items are processed (registered again for seeded jobs at every seed). The
 * accounts and the tickets this job gave are read once per engine step (`beginStep`), fresh — a
 * withdrawal meanwhile is seen at the next step — so 10,000 items never scan 10,000 accounts each.
 */
export function assignmentRunner(record: AssignmentRecord, play: PartWayPlay | null = null): JobRunner {
  const held = new Set(record.alreadyHeld);
  let accounts: Map<string, AccountRecord> | null = null;
  let given = new Set<string>();
  return {
    beginStep() {
      accounts = new Map(db.accounts.all().map((account) => [account.accountKey, account]));
      given = new Set(givenBy(record).keys());
    },
    async processItem(accountKey): Promise<JobItemOutcome> {
      if (play) await play.beforeItem(accounts ?? new Map());
      if (held.has(accountKey)) return 'skipped';
      const account = accounts ? accounts.get(accountKey) : db.accounts.findFirst((q) => q.where({ accountKey }));
      if (!account || account.status !== 'ACTIVE') {
        return { error: assignmentReasons.withdrawn, label: itemLabel(account, accountKey), retryable: false };
      }
      if (!targetStillGiven(record)) return { fatal: assignmentReasons.stoppedSelling(record.targetTitle) };
      // A retry after a moment's error may find the ticket given already: never two.
      if (!given.has(accountKey)) await giveTicket(record, accountKey);
      given.add(accountKey);
      return 'ok';
    },
  };
}

export interface StartAssignmentInput {
  target: { targetType: AssignmentTargetType; targetId: string; title: string; periodDays: number };
  accountKeys: readonly string[];
  startDay: string | null;
  completionTargetValue: string;
  scope: string;
  startedBy: Actor;
}

export async function startAssignment(input: StartAssignmentInput) {
  const { target } = input;
  const holders = holdersOf(target.targetType, target.targetId);
  const draft = {
    targetType: target.targetType,
    targetId: target.targetId,
    targetTitle: target.title,
    periodDays: target.periodDays,
    startDay: input.startDay,
    completionTargetValue: input.completionTargetValue,
    accountKeys: [...input.accountKeys],
    alreadyHeld: input.accountKeys.filter((accountKey) => holders.has(accountKey)),
  };
  // The tickets' keys need the job id the engine picks: the runner is made once the record exists
  // (right after, while the job is still queued) and replaces this stand-in.
  const made: { runner?: JobRunner } = {};
  const job = await startJob({
    kind: 'TICKET_ASSIGNMENT',
    title: assignmentJobTitle(target.targetType, target.title),
    scope: input.scope,
    area: 'ASSIGNMENT',
    startedBy: input.startedBy,
    items: input.accountKeys,
    processItem: (accountKey) => made.runner?.processItem(accountKey) ?? 'skipped',
  });
  const record = await db.assignments.create({ jobId: job.jobId, ...draft });
  made.runner = assignmentRunner(record, partWayPlay(record));
  setJobRunner(job.jobId, made.runner);
  return job;
}

/** What a page of items needs besides the record: built once per call. */
export interface ItemWorld {
  /** What the job allows now (allowedJobActions): each item's actions follow it. */
  jobActions: readonly JobAction[];
  pending: ReadonlySet<string>;
  errors: ReadonlyMap<string, JobItemErrorRecord>;
  given: ReadonlyMap<string, string>;
  held: ReadonlySet<string>;
}

export function itemWorld(record: AssignmentRecord, job: JobRecord): ItemWorld {
  return {
    jobActions: toJob(job).actions,
    pending: new Set(job.queue),
    errors: new Map(db.jobItemErrors.findMany((q) => q.where({ jobId: job.jobId })).map((error) => [error.itemKey, error])),
    given: givenBy(record),
    held: new Set(record.alreadyHeld),
  };
}

export function itemStatus(world: ItemWorld, accountKey: string): AssignmentItemStatus {
  if (world.pending.has(accountKey)) return 'PENDING';
  if (world.errors.has(accountKey)) return 'FAILED';
  if (world.given.has(accountKey)) return 'SUCCEEDED';
  if (world.held.has(accountKey)) return 'SKIPPED';
  return 'CANCELLED';
}

export function toItem(world: ItemWorld, accountKey: string, account: AccountRecord | undefined): AssignmentItem {
  const status = itemStatus(world, accountKey);
  const error = world.errors.get(accountKey);
  return {
    itemKey: accountKey,
    accountKey,
    displayName: account?.displayName ?? accountKey,
    email: account?.email ?? '',
    status,
    message: error?.message ?? (status === 'SKIPPED' ? assignmentReasons.alreadyHeld : null),
    ticketKey: world.given.get(accountKey) ?? null,
    actions: allowedAssignmentItemActions(status, world.jobActions, error?.retryable ?? false),
  };
}
