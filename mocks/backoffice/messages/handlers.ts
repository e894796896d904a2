/**
 * Message handlers (adminMessage.ts; issue 43): the sender settings, the groups and the member
 * search to choose people from, an imported list's dry run, the reach of a choice (whom a rule
 * skips, by reason), the send (now as a job, or scheduled), the request list, one request with its
 * per-person results, and the cancel of a scheduled or pending one. Every call first starts the
 * scheduled requests whose time has come, so a schedule goes out on the mock clock however the
 * mock runs.
 */
import type { HttpHandler } from 'msw';
import { adminMessageEndpoints, type MessageImage } from '@app/shared/api/contract/adminMessage';
import { jpegDimensions, mmsImageMessages, mmsImageProblem } from '@app/shared/api/contract/adminMessageImageRules';
import {
  countMessage,
  messageErrorCodes,
  needsNightConfirmation,
  scheduleProblem,
  sentText,
  type MessageErrorName,
} from '@app/shared/api/contract/adminMessageRules';
import { fileContents } from '@mocks/backoffice/files/contents';
import { recordChange } from '@mocks/backoffice/history/record';
import { actOnJob, advanceJobs } from '@mocks/backoffice/jobs/engine';
import { accountsOf, classifyRecipients, recipientAccounts, recipientGroups, recipientSearch } from '@mocks/backoffice/recipients';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, between, by, filterRows, oneOf, pageOf, sortRows } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { MessageRequestRecord } from './collections';
import {
  emptyReasonCounts,
  messageSettings,
  noteRequestCancelled,
  requestState,
  resultsOf,
  splitRecipients,
  startDueRequests,
  startRequestJob,
  toRequest,
  toResult,
} from './requests';
import { requestLabel } from './words';

function messageError(name: MessageErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(messageErrorCodes[name], message, data);
}

/** The scheduled requests due now have started and every job is brought up to now. */
async function upToNow(): Promise<void> {
  await startDueRequests();
  await advanceJobs();
}

function requireRequest(requestKey: string) {
  const record = db.messageRequests.findFirst((q) => q.where({ requestKey }));
  if (!record) throw new MockError('notFound', '문자 발송 요청을 찾을 수 없어요.', { requestKey });
  return record;
}

/** An MMS's picture, read from the file store and checked by its bytes as a gateway would. */
async function messageImageOf(fileId: string): Promise<MessageImage> {
  const file = db.storedFiles.findFirst((q) => q.where({ fileId }));
  const bytes = file ? await fileContents().read(fileId) : undefined;
  if (!file || !bytes) throw messageError('messageImageInvalid', mmsImageMessages.NOT_FOUND, { problem: 'NOT_FOUND', fileId });
  const dimensions = jpegDimensions(bytes);
  const problem = mmsImageProblem({ fileName: file.fileName, contentType: file.contentType, size: bytes.byteLength }, dimensions);
  if (problem !== null || dimensions === null) {
    const said = problem ?? 'NOT_JPEG';
    throw messageError('messageImageInvalid', mmsImageMessages[said], { problem: said, fileId });
  }
  return { fileId, fileName: file.fileName, size: bytes.byteLength, ...dimensions };
}

const cancelRefusals = {
  SENT: '이미 발송을 마친 요청이라 취소할 수 없어요.',
  FAILED: '발송이 끝난 요청이라 취소할 수 없어요.',
  CANCELLED: '이미 취소한 요청이에요.',
} as const;

export const adminMessageHandlers = {
  settings: handle(adminMessageEndpoints.settings, () => messageSettings),

  groups: handle(adminMessageEndpoints.groups, () => ({ items: recipientGroups() })),

  members: handle(adminMessageEndpoints.members, ({ query }) => recipientSearch(query)),

  // Nobody already holds a message: a list's rows are new, withdrawn, not found or invalid.
  dryRun: handle(adminMessageEndpoints.dryRun, ({ body }) => ({ rows: classifyRecipients(body.identifiers, new Set()) })),

  reach: handle(adminMessageEndpoints.reach, ({ body }) => {
    const at = body.sendAt ? Date.parse(body.sendAt) : settings.now();
    const { accounts } = recipientAccounts(body.people);
    const { deliverable, skipped } = splitRecipients(accounts, body.kind, needsNightConfirmation(body.kind, at));
    const counts = emptyReasonCounts();
    for (const person of skipped) counts[person.reason] += 1;
    return { total: accounts.length, deliverable: deliverable.length, skipped: counts };
  }),

  send: handle(adminMessageEndpoints.send, async ({ body, auth }) => {
    await upToNow();
    if (!messageSettings.senderNumbers.some((sender) => sender.number === body.senderNumber)) {
      throw messageError('messageSenderUnknown', '등록되지 않은 발신 번호예요. 등록된 번호 중에서 골라 주세요.', { senderNumber: body.senderNumber });
    }
    const text = sentText(body.kind, body.body, messageSettings);
    const image = body.imageFileId ? await messageImageOf(body.imageFileId) : null;
    const count = countMessage(text, { hasImage: image !== null });
    if (count.overLimit || count.unsendable.length > 0) {
      const message = count.overLimit
        ? `문자는 2,000바이트까지 보낼 수 있어요. 지금 ${count.bytes.toLocaleString('ko-KR')}바이트예요.`
        : `문자로 보낼 수 없는 글자가 있어요: ${count.unsendable.join(' ')}`;
      throw messageError('messageBodyInvalid', message, { bytes: count.bytes, unsendable: count.unsendable });
    }
    const now = settings.now();
    const at = body.sendAt === null ? now : Date.parse(body.sendAt);
    if (body.sendAt !== null) {
      const problem = scheduleProblem(at, now);
      if (problem) {
        const message = problem === 'TOO_SOON' ? '예약 시각은 지금부터 10분 뒤보다 늦어야 해요.' : '예약은 30일 안으로만 할 수 있어요.';
        throw messageError('messageScheduleInvalid', message, { problem });
      }
    }
    if (needsNightConfirmation(body.kind, at) && !body.nightConfirmed) {
      throw messageError('messageNightUnconfirmed', '밤 9시부터 아침 8시 사이에 보내는 광고 문자는 야간 발송을 확인해야 보낼 수 있어요.', { sendAt: new Date(at).toISOString() });
    }
    const { accounts, scope } = recipientAccounts(body.people);
    const { deliverable, skipped } = splitRecipients(accounts, body.kind, needsNightConfirmation(body.kind, at));
    if (deliverable.length === 0) {
      throw messageError('messageNoRecipients', '고른 회원 중에 받을 수 있는 사람이 없어요.', { total: accounts.length, skipped: skipped.length });
    }
    const record = await db.messageRequests.create({
      requestKey: `msg-${now.toString(36)}-${db.messageRequests.count() + 1}`,
      kind: body.kind,
      type: count.type,
      text,
      image,
      senderNumber: body.senderNumber,
      scope,
      accountKeys: deliverable,
      skipped,
      jobId: null,
      history: null,
      scheduledAt: body.sendAt === null ? null : at,
      createdAt: now,
      createdBy: actorOf(auth),
      cancelledAt: null,
      cancelledBy: null,
    });
    // Its scheduling (or its send) is the request's first entry in the change history; its cancel the next.
    await recordChange({
      actor: auth,
      recordType: 'MESSAGE_REQUEST',
      recordKey: record.requestKey,
      recordLabel: requestLabel(record.scheduledAt !== null, deliverable.length, at),
      action: 'CREATE',
      before: null,
      after: { status: body.sendAt === null ? 'PENDING' : 'SCHEDULED' },
    });
    return toRequest(body.sendAt === null ? await startRequestJob(record, actorOf(auth)) : record);
  }),

  requests: handle(adminMessageEndpoints.requests, async ({ query }) => {
    await upToNow();
    const wanted = query.q?.trim().toLowerCase() ?? '';
    const sendAt = (record: MessageRequestRecord) => record.scheduledAt ?? record.createdAt;
    const rows = filterRows(
      db.messageRequests.all(),
      allOf<MessageRequestRecord>(
        wanted === '' ? undefined : (record) => record.text.toLowerCase().includes(wanted) || record.scope.toLowerCase().includes(wanted),
        oneOf((record) => record.kind, query.kind),
        between(sendAt, { min: query.sendFrom ? Date.parse(query.sendFrom) : undefined, max: query.sendTo ? Date.parse(query.sendTo) : undefined }),
      ),
    );
    const statuses = query.status ? new Set(query.status) : null;
    const kept = statuses ? rows.filter((record) => statuses.has(requestState(record).status)) : rows;
    const [field, direction] = (query.sort ?? 'sendAt,desc').split(',') as ['sendAt' | 'createdAt', 'asc' | 'desc'];
    sortRows(kept, by((record) => (field === 'createdAt' ? record.createdAt : sendAt(record)), direction));
    return pageOf(kept, query, toRequest);
  }),

  request: handle(adminMessageEndpoints.request, async ({ params }) => {
    await upToNow();
    return toRequest(requireRequest(params.requestKey));
  }),

  results: handle(adminMessageEndpoints.results, async ({ params, query }) => {
    await upToNow();
    const record = requireRequest(params.requestKey);
    const all = resultsOf(record);
    const accounts = new Map(accountsOf(all.map((result) => result.accountKey)).map((account) => [account.accountKey, account]));
    const statuses = query.status ? new Set(query.status) : null;
    const reasons = query.reason ? new Set(query.reason) : null;
    const wanted = query.q?.trim().toLowerCase() ?? '';
    const digits = wanted.replace(/\D/g, '');
    const kept = all.filter((result) => {
      if (statuses && !statuses.has(result.status)) return false;
      if (reasons && (result.reason === null || !reasons.has(result.reason))) return false;
      if (wanted === '') return true;
      const account = accounts.get(result.accountKey);
      return (account?.displayName ?? '').toLowerCase().includes(wanted) || (digits !== '' && (account?.phone ?? '').replace(/\D/g, '').includes(digits));
    });
    if (query.sort === 'order,desc') kept.reverse();
    return pageOf(kept, query, (result) => toResult(result, accounts.get(result.accountKey)));
  }),

  cancel: handle(adminMessageEndpoints.cancel, async ({ params, auth }) => {
    await upToNow();
    const record = requireRequest(params.requestKey);
    const { status, job } = requestState(record);
    if (status !== 'SCHEDULED' && status !== 'PENDING') {
      throw messageError('messageCancelNotAllowed', cancelRefusals[status], { status });
    }
    // A pending send is its job's cancel, which notes the request's (requests.ts), as from the job centre.
    if (job) await actOnJob(job.jobId, 'CANCEL', auth);
    else await noteRequestCancelled(record, status, auth);
    return toRequest(requireRequest(record.requestKey));
  }),
} satisfies Record<keyof typeof adminMessageEndpoints, HttpHandler>;
