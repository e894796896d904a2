/**
 * Message requests on the job centre's engine (issue 43; adminMessage.ts says what the server
 * promises): the tenant's sender settings, whom a request reaches, starting its TEXT_MESSAGE job
 * (at once, or when a scheduled one's time has come), how its items are sent, each request's
 * state, counts and per-person results as the screens read them, and the request's side of a
 * cancel — the same whether it was asked on the request's page or in the job centre's drawer.
 *
 * A person's result is read, never stored: skipped by a rule when it was asked (the record's
 * `skipped`), else — its job having processed its items in order, with no item acted on alone
 * (TEXT_MESSAGE has no item actions) — the first `done` items went (failed when the job holds an
 * item error for them, with its reason), and the rest wait or, once the job ended, were cancelled.
 */
import type { MessageRequest, MessageResult, MessageSettings, ReasonCounts } from '@app/shared/api/contract/adminMessage';
import {
  canCancelRequest,
  needsNightConfirmation,
  recipientBlock,
  recipientReasons,
  type MessageKind,
  type MessageRequestStatus,
  type MessageResultStatus,
  type RecipientReason,
} from '@app/shared/api/contract/adminMessageRules';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { AccountRecord } from '@mocks/account/schemas';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import type { JobRecord } from '@mocks/backoffice/jobs/collections';
import { findJob, onJobCancelled, setJobRunner, startJob, type JobItemOutcome, type JobRunner } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { settings } from '@mocks/engine/settings';
import type { MessageRequestRecord } from './collections';
import { requestLabel } from './words';

/** The tenant's registered senders and what its advertisements carry. */
export const messageSettings: MessageSettings = {
  senderNumbers: [
    { number: '1588-1234', label: '대표 번호' },
    { number: '02-6080-1234', label: '고객센터' },
    { number: '010-4000-1234', label: '운영팀 휴대폰' },
  ],
  advertiser: '클라쓰',
  optOutNumber: '080-500-4000',
};

/** What each reason says where a person reads it (the job centre's item errors). */
export const reasonMessages: Record<RecipientReason, string> = {
  NO_PHONE: '휴대폰 번호가 없어서 보내지 않았어요.',
  INVALID_NUMBER: '보낼 수 없는 번호라서 통신사가 받지 않았어요.',
  WITHDRAWN: '탈퇴했거나 이용이 막힌 계정이라 보내지 않았어요.',
  NO_MARKETING_CONSENT: '마케팅 수신에 동의하지 않은 회원이라 보내지 않았어요.',
  NO_NIGHT_CONSENT: '야간 광고 수신에 동의하지 않은 회원이라 밤에는 보내지 않았어요.',
};

const reasonOfMessage = new Map(Object.entries(reasonMessages).map(([reason, message]) => [message, reason as RecipientReason]));

export function emptyReasonCounts(): ReasonCounts {
  return Object.fromEntries(recipientReasons.map((reason) => [reason, 0])) as ReasonCounts;
}

export function factsOf(account: AccountRecord | undefined) {
  return {
    active: account?.status === 'ACTIVE',
    phone: account?.phone ?? null,
    marketingAgreement: account?.agreement?.marketing ?? false,
    nightMarketingAgreement: account?.nightMarketing?.agreed ?? false,
  };
}

/**
 * The carrier's own refusal, which no rule foresees: the mock's carriers have not assigned the
 * numbers whose last four digits are 0000–0019, so a few of any large send fail as a real one does.
 */
export function carrierRefuses(phone: string): boolean {
  const last = Number(phone.replace(/\D/g, '').slice(-4));
  return last < 20;
}

/** The chosen people split into whom it goes to, in order, and whom a rule keeps it from (`atNight`: an advertisement sent at night, needsNightConfirmation). */
export function splitRecipients(accounts: readonly AccountRecord[], kind: MessageKind, atNight = false) {
  const deliverable: string[] = [];
  const skipped: { accountKey: string; reason: RecipientReason }[] = [];
  for (const account of accounts) {
    const reason = recipientBlock(factsOf(account), kind, { atNight });
    if (reason) skipped.push({ accountKey: account.accountKey, reason });
    else deliverable.push(account.accountKey);
  }
  return { deliverable, skipped };
}

/**
 * How a request's items are sent: each person checked again as the message goes (a consent taken
 * back or a withdrawal after a schedule was made), then the carrier. The accounts are read once
 * per engine step, so 10,000 items never scan 10,000 accounts each.
 */
function messageRunner(kind: MessageKind, atNight: boolean): JobRunner {
  let accounts = new Map<string, AccountRecord>();
  return {
    beginStep() {
      accounts = new Map(db.accounts.all().map((account) => [account.accountKey, account]));
    },
    processItem(accountKey): JobItemOutcome {
      const account = accounts.get(accountKey) ?? db.accounts.findFirst((q) => q.where({ accountKey }));
      const label = account ? `${account.displayName} (${account.phone ?? '번호 없음'})` : accountKey;
      const reason = recipientBlock(factsOf(account), kind, { atNight }) ?? (account?.phone && carrierRefuses(account.phone) ? 'INVALID_NUMBER' : null);
      return reason ? { error: reasonMessages[reason], label, retryable: false } : 'ok';
    },
  };
}

function jobTitle(record: Pick<MessageRequestRecord, 'kind' | 'text'>): string {
  const firstLine = record.text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('(광고)')) ?? '';
  const words = firstLine.length > 20 ? `${firstLine.slice(0, 20)}…` : firstLine;
  return `${record.kind === 'MARKETING' ? '광고 문자 발송' : '문자 발송'}: ${words}`;
}

/** The `message-sends-slowly` scenario's world event: the carrier takes this long over each send. */
export const MESSAGE_SENDS_SLOWLY = 'message.sends-slowly';
const SLOW_SEND_MS = 10 * 60 * 1000;

/** Starts a request's job now (sent at once, or its schedule has come). */
export async function startRequestJob(record: MessageRequestRecord, startedBy: Actor): Promise<MessageRequestRecord> {
  const runner = messageRunner(record.kind, needsNightConfirmation(record.kind, record.scheduledAt ?? record.createdAt));
  const job = await startJob({
    kind: 'TEXT_MESSAGE',
    title: jobTitle(record),
    scope: `${record.scope} 중 ${record.accountKeys.length.toLocaleString('ko-KR')}명에게 발송`,
    area: 'MESSAGE',
    startedBy,
    items: record.accountKeys,
    processItem: (accountKey) => runner.processItem(accountKey),
    ...(settings.events.includes(MESSAGE_SENDS_SLOWLY) ? { durationMs: SLOW_SEND_MS } : {}),
  });
  // startJob keeps only the item step: the runner is registered whole, so each engine step reads the accounts once.
  setJobRunner(job.jobId, runner);
  const updated = await db.messageRequests.update((q) => q.where({ requestKey: record.requestKey }), {
    data(draft) {
      draft.jobId = job.jobId;
    },
  });
  return updated ?? record;
}

/** Every scheduled request whose time has come becomes its job (asked before each message call). */
export async function startDueRequests(): Promise<void> {
  const now = settings.now();
  const due = db.messageRequests.findMany((q) =>
    q.where((record) => record.jobId === null && record.history === null && record.cancelledAt === null && record.scheduledAt !== null && record.scheduledAt <= now),
  );
  for (const record of due) await startRequestJob(record, record.createdBy);
}

function jobStatusOf(job: JobRecord): MessageRequestStatus {
  switch (job.status) {
    case 'DONE':
      return 'SENT';
    case 'FAILED':
      return 'FAILED';
    case 'CANCELLED':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}

/** What a request is now, with its job when it has one. */
export function requestState(record: MessageRequestRecord): { status: MessageRequestStatus; job: JobRecord | null } {
  if (record.history) return { status: record.history.status, job: null };
  const job = record.jobId ? (findJob(record.jobId) ?? null) : null;
  if (job) return { status: jobStatusOf(job), job };
  return { status: record.cancelledAt === null ? 'SCHEDULED' : 'CANCELLED', job: null };
}

/**
 * The request's side of a cancel, the one place it is written: who cancelled it and when, and its
 * entry in the change history under the request's name, a CANCEL (its status before → 취소됨). A scheduled
 * request comes here from its cancel; a started one from its job's cancel, whichever screen asked
 * for it (the request's page or the job centre's drawer), so both say the same.
 */
export async function noteRequestCancelled(
  record: MessageRequestRecord,
  status: Extract<MessageRequestStatus, 'SCHEDULED' | 'PENDING'>,
  actor: AccessClaims | null,
): Promise<void> {
  await db.messageRequests.update((q) => q.where({ requestKey: record.requestKey }), {
    data(draft) {
      draft.cancelledAt = settings.now();
      draft.cancelledBy = actorOf(actor);
    },
  });
  await recordChange({
    actor,
    recordType: 'MESSAGE_REQUEST',
    recordKey: record.requestKey,
    recordLabel: requestLabel(record.scheduledAt !== null, record.accountKeys.length, record.scheduledAt ?? record.createdAt),
    action: 'CANCEL',
    before: { status },
    after: { status: 'CANCELLED' },
  });
}

// A send stopped from the job centre is the request's cancel: what went has gone, the rest is not sent.
onJobCancelled('TEXT_MESSAGE', async ({ after, actor }) => {
  const record = db.messageRequests.findFirst((q) => q.where({ jobId: after.jobId }));
  if (record && record.cancelledAt === null) await noteRequestCancelled(record, 'PENDING', actor);
});

interface ResultWorld {
  status: MessageRequestStatus;
  /** How many of `accountKeys` went (sent or failed), in order. */
  processed: number;
  failures: ReadonlyMap<string, RecipientReason | null>;
  skipped: ReadonlyMap<string, RecipientReason>;
}

export function resultWorld(record: MessageRequestRecord): ResultWorld {
  const { status, job } = requestState(record);
  const skipped = new Map(record.skipped.map((person) => [person.accountKey, person.reason]));
  if (record.history) {
    const failures = new Map<string, RecipientReason | null>(record.history.failures.map((person) => [person.accountKey, person.reason]));
    return { status, processed: record.history.status === 'SENT' ? record.accountKeys.length : 0, failures, skipped };
  }
  if (!job) return { status, processed: 0, failures: new Map(), skipped };
  const errors = db.jobItemErrors.findMany((q) => q.where({ jobId: job.jobId }));
  const failures = new Map(errors.map((error) => [error.itemKey, reasonOfMessage.get(error.message) ?? null]));
  return { status, processed: job.done, failures, skipped };
}

/** Each person in order: whom it went to (sent, failed, waiting, cancelled), then whom it skipped. */
export function resultsOf(record: MessageRequestRecord, world = resultWorld(record)): { accountKey: string; status: MessageResultStatus; reason: RecipientReason | null }[] {
  const ended = world.status !== 'PENDING' && world.status !== 'SCHEDULED';
  const went = record.accountKeys.map((accountKey, index) => {
    if (index < world.processed) {
      const failed = world.failures.has(accountKey);
      return { accountKey, status: failed ? ('FAILED' as const) : ('SENT' as const), reason: failed ? (world.failures.get(accountKey) ?? null) : null };
    }
    return { accountKey, status: ended ? ('CANCELLED' as const) : ('WAITING' as const), reason: null };
  });
  return [...went, ...record.skipped.map(({ accountKey, reason }) => ({ accountKey, status: 'SKIPPED' as const, reason }))];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The request as the contract answers it. */
export function toRequest(record: MessageRequestRecord): MessageRequest {
  const world = resultWorld(record);
  const ended = world.status !== 'PENDING' && world.status !== 'SCHEDULED';
  const failed = world.failures.size;
  const left = record.accountKeys.length - world.processed;
  const skippedByReason = emptyReasonCounts();
  for (const reason of world.skipped.values()) skippedByReason[reason] += 1;
  return {
    requestKey: record.requestKey,
    kind: record.kind,
    status: world.status,
    type: record.type,
    text: record.text,
    image: record.image,
    senderNumber: record.senderNumber,
    scope: record.scope,
    total: record.accountKeys.length + record.skipped.length,
    counts: {
      sent: world.processed - failed,
      failed,
      skipped: record.skipped.length,
      waiting: ended ? 0 : left,
      cancelled: ended ? left : 0,
    },
    skippedByReason,
    sendAt: iso(record.scheduledAt ?? record.createdAt),
    scheduled: record.scheduledAt !== null,
    createdAt: iso(record.createdAt),
    createdBy: record.createdBy,
    jobId: record.jobId,
    cancelledAt: record.cancelledAt === null ? null : iso(record.cancelledAt),
    cancelledBy: record.cancelledBy,
    cancellable: canCancelRequest(world.status),
  };
}

/** A person's result with their name and number, as the results list shows it. */
export function toResult(
  result: { accountKey: string; status: MessageResultStatus; reason: RecipientReason | null },
  account: AccountRecord | undefined,
): MessageResult {
  return { ...result, displayName: account?.displayName ?? result.accountKey, phone: account?.phone ?? null };
}
