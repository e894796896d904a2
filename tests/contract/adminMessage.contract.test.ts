/**
 * Contract walk of text and marketing messages (backoffice.md §7 Notification "text message async
 * send, requests, cancel", Setting "marketing messages", Members "marketing consent"; issue 43)
 * over real HTTP, one world for the file (seeded once), the tests in order:
 * - the sender settings, the groups, the member search and an imported list's dry run;
 * - a send to a group is a TEXT_MESSAGE job whose results name every person, sent or failed with
 *   its reason, and the request's counts add up to them;
 * - an advertisement to the member list's "all N matching" skips those without marketing consent:
 *   `reach` says how many before, the results say the same after; the text carries its marks;
 * - a picture (an uploaded JPG) makes an MMS kept with its request; a PNG however named, one over
 *   300 KB or over 1,500 × 1,440 pixels, and a file that does not exist are refused;
 * - a scheduled send waits (SCHEDULED, no job), is cancelled (who and when on the request, its
 *   entry in the change history in words), and a second cancel is refused; a
 *   schedule whose time came is a job, and cancelling it sends nothing more; a sent request is
 *   refused with a Korean message;
 * - every error the send documents: sender, body, schedule, night, nobody to send to, a moved
 *   group, a request that does not exist;
 * - the request list's filters and sort; every endpoint called.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { adminMemberListEndpoints } from '@app/shared/api/contract/adminMemberList';
import { adminMessageEndpoints as endpoints, type SendBody } from '@app/shared/api/contract/adminMessage';
import { countMessage, messageErrorCodes, type MessageErrorName } from '@app/shared/api/contract/adminMessageRules';
import { mmsImageMessages } from '@app/shared/api/contract/adminMessageImageRules';
import { storeFile } from '@mocks/backoffice/files/store';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { messageFixtures } from '@mocks/backoffice/messages/seed';
import { requestLabel } from '@mocks/backoffice/messages/words';
import { seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { resetSettings, settings } from '@mocks/engine/settings';
import { jpegHead } from '@tests/support/jpegHead';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
afterEach(() => resetSettings());

const HOUR_MS = 60 * 60 * 1000;

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function expectMessageError(call: Promise<unknown>, name: MessageErrorName, message?: string): Promise<void> {
  const error: unknown = await call.then(
    () => expect.fail(`expected ${messageErrorCodes[name].code}`),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  const body = apiErrorBodySchema.parse(error.toJSON());
  expect(body).toMatchObject({ status: messageErrorCodes[name].status, code: messageErrorCodes[name].code });
  if (message !== undefined) expect(body.message).toBe(message);
}

/** A daytime instant in Seoul (10:00 tomorrow), so an advertisement needs no night confirmation. */
function seoulMorning(): number {
  const day = new Date(Date.now() + 9 * HOUR_MS + 24 * HOUR_MS).toISOString().slice(0, 10);
  return Date.parse(`${day}T10:00:00+09:00`);
}

async function groupOf(client: ContractClient, groupKey: string) {
  const { items } = await client.call(endpoints.groups, {});
  const group = items.find((candidate) => candidate.groupKey === groupKey);
  if (!group) throw new Error(`no group ${groupKey}`);
  return group;
}

const text = (overrides: Partial<SendBody>): SendBody => ({
  kind: 'TEXT',
  body: '[클라쓰] 내일 수업은 저녁 8시에 시작해요.',
  senderNumber: '1588-1234',
  people: { source: 'LIST', accountKeys: ['acc-member-00010'] },
  sendAt: null,
  nightConfirmed: false,
  ...overrides,
});

describe('message contract over HTTP', () => {
  it('answers the sender settings, the groups, the member search and a dry run (nobody already holds a message)', async () => {
    const client = await operator();
    const answer = await client.call(endpoints.settings, {});
    expect(answer.senderNumbers.map((sender) => sender.number)).toContain('1588-1234');
    expect(answer.optOutNumber).toMatch(/^080-/);
    expect((await groupOf(client, seededMemberGroups.vip.groupKey)).memberCount).toBeGreaterThan(0);
    const found = await client.call(endpoints.members, { query: { q: 'learner@klass.test' } });
    expect(found.items.map((member) => member.accountKey)).toEqual(['acc-learner']);
    const dry = await client.call(endpoints.dryRun, { body: { identifiers: ['learner@klass.test', 'withdrawn@klass.test', 'nobody@klass.test', '이건 아니에요'] } });
    expect(dry.rows.map((row) => row.kind)).toEqual(['NEW', 'WITHDRAWN', 'NOT_FOUND', 'INVALID']);
  });

  it('a send to a group is a TEXT_MESSAGE job; its results name every person, sent or failed with a reason, and add up to its counts', async () => {
    settings.now = seoulMorning;
    const client = await operator();
    const group = await groupOf(client, seededMemberGroups.vip.groupKey);
    const people = { source: 'GROUP', groupKey: group.groupKey, expectedCount: group.memberCount } as const;
    const reach = await client.call(endpoints.reach, { body: { kind: 'TEXT', people } });
    expect(reach.total).toBe(group.memberCount);
    const started = await client.call(endpoints.send, { body: text({ people }) });
    expect(started).toMatchObject({ status: 'PENDING', type: 'SMS', scheduled: false, cancellable: true, total: group.memberCount });
    expect(started.jobId).not.toBeNull();
    const job = await client.call(adminJobEndpoints.detail, { params: { jobId: started.jobId ?? '' } });
    expect(job).toMatchObject({ kind: 'TEXT_MESSAGE', area: 'MESSAGE', progress: { total: reach.deliverable } });

    await runJobsUntilIdle();
    const sent = await client.call(endpoints.request, { params: { requestKey: started.requestKey } });
    expect(sent).toMatchObject({ status: 'SENT', cancellable: false });
    const { counts } = sent;
    expect(counts.sent + counts.failed + counts.skipped).toBe(group.memberCount);
    expect(counts.skipped).toBe(reach.total - reach.deliverable);
    const results = (query: { status?: ('SENT' | 'FAILED' | 'WAITING')[]; size: number }) =>
      client.call(endpoints.results, { params: { requestKey: started.requestKey }, query });
    expect((await results({ size: 1 })).totalCount).toBe(group.memberCount);
    expect((await results({ status: ['SENT'], size: 1 })).totalCount).toBe(counts.sent);
    expect((await results({ status: ['WAITING'], size: 1 })).totalCount).toBe(0);
    const failed = await results({ status: ['FAILED'], size: 1000 });
    expect(failed.totalCount).toBe(counts.failed);
    for (const result of failed.items) expect(result.reason).toBe('INVALID_NUMBER');
  });

  it('"only members who agreed to marketing receive them": an advertisement to all N matching skips those without consent, the same count before and after', async () => {
    settings.now = seoulMorning;
    const client = await operator();
    const filter = { q: '010-9' };
    const matching = await client.call(adminMemberListEndpoints.members, { query: { ...filter, size: 1 } });
    expect(matching.totalCount).toBeGreaterThan(1);
    const people = { source: 'SELECTION' as const, selection: { kind: 'query' as const, filter, excluded: [], expectedCount: matching.totalCount } };
    const totals = await client.call(adminMemberListEndpoints.aggregation, { body: { filter } });
    const reach = await client.call(endpoints.reach, { body: { kind: 'MARKETING', people } });
    expect(reach.total).toBe(matching.totalCount);
    expect(reach.skipped.NO_MARKETING_CONSENT).toBeGreaterThan(0);
    expect(reach.deliverable).toBeLessThanOrEqual(totals.marketingAgreedCount);

    const started = await client.call(endpoints.send, { body: text({ kind: 'MARKETING', body: '겨울 특강 20% 할인해 드려요.', people }) });
    expect(started.text).toBe('(광고)클라쓰\n겨울 특강 20% 할인해 드려요.\n무료수신거부 080-500-4000');
    // The marks are counted: the type is the sent text's, by the one rule the screen's counter reads.
    expect(started.type).toBe(countMessage(started.text).type);
    expect(started.skippedByReason).toEqual(reach.skipped);
    await runJobsUntilIdle();
    const skipped = await client.call(endpoints.results, {
      params: { requestKey: started.requestKey },
      query: { status: ['SKIPPED'], reason: ['NO_MARKETING_CONSENT'], size: 1000 },
    });
    expect(skipped.totalCount).toBe(reach.skipped.NO_MARKETING_CONSENT);
    const sent = await client.call(endpoints.request, { params: { requestKey: started.requestKey } });
    expect(sent.counts.sent + sent.counts.failed).toBe(reach.deliverable);
  });

  it('"advertising sent at night needs the separate night-time consent": a night advertisement skips those without it, counted before and the same after', async () => {
    const morning = seoulMorning();
    settings.now = () => morning;
    const client = await operator();
    const group = await groupOf(client, seededMemberGroups.marketing.groupKey);
    const people = { source: 'GROUP', groupKey: group.groupKey, expectedCount: group.memberCount } as const;
    const night = new Date(morning + 12 * HOUR_MS).toISOString();
    const byDay = await client.call(endpoints.reach, { body: { kind: 'MARKETING', people, sendAt: new Date(morning + HOUR_MS).toISOString() } });
    expect(byDay.skipped.NO_NIGHT_CONSENT).toBe(0);
    const atNight = await client.call(endpoints.reach, { body: { kind: 'MARKETING', people, sendAt: night } });
    expect(atNight.skipped.NO_NIGHT_CONSENT).toBeGreaterThan(0);
    expect(atNight.deliverable).toBe(byDay.deliverable - atNight.skipped.NO_NIGHT_CONSENT);
    // An ordinary message at night goes to them all the same.
    expect((await client.call(endpoints.reach, { body: { kind: 'TEXT', people, sendAt: night } })).skipped.NO_NIGHT_CONSENT).toBe(0);

    const scheduled = await client.call(endpoints.send, { body: text({ kind: 'MARKETING', people, sendAt: night, nightConfirmed: true }) });
    expect(scheduled.skippedByReason).toEqual(atNight.skipped);
    const skipped = await client.call(endpoints.results, { params: { requestKey: scheduled.requestKey }, query: { reason: ['NO_NIGHT_CONSENT'], size: 1 } });
    expect(skipped.totalCount).toBe(atNight.skipped.NO_NIGHT_CONSENT);
    // The time comes: the job sends to the rest only.
    settings.now = () => morning + 12 * HOUR_MS + 1;
    const later = await operator();
    await later.call(endpoints.request, { params: { requestKey: scheduled.requestKey } });
    await runJobsUntilIdle();
    const sent = await later.call(endpoints.request, { params: { requestKey: scheduled.requestKey } });
    expect(sent.status).toBe('SENT');
    expect(sent.counts.sent + sent.counts.failed).toBe(atNight.deliverable);
  });

  it('"MMS: the text with a picture": an uploaded JPG goes with the message and is kept with its request; a PNG, a large or too wide JPG and a missing file are refused', async () => {
    settings.now = seoulMorning;
    const client = await operator();
    const owner = { accountKey: 'acc-operator', displayName: '강운영' };
    const store = (fileName: string, contentType: string, bytes: Uint8Array) => storeFile({ fileName, contentType, bytes, owner });
    const photo = await store('수료식.jpg', 'image/jpeg', jpegHead(800, 600, { padTo: 120_000 }));
    const sent = await client.call(endpoints.send, { body: text({ imageFileId: photo.fileId }) });
    expect(sent).toMatchObject({ type: 'MMS', image: { fileId: photo.fileId, fileName: '수료식.jpg', size: 120_000, width: 800, height: 600 } });
    expect((await client.call(endpoints.request, { params: { requestKey: sent.requestKey } })).image?.fileId).toBe(photo.fileId);
    expect((await client.call(endpoints.send, { body: text({}) })).image).toBeNull();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const refusals: [string, string, Uint8Array, keyof typeof mmsImageMessages][] = [
      ['포스터.png', 'image/png', png, 'NOT_JPEG'],
      ['이름만.jpg', 'image/jpeg', png, 'NOT_JPEG'],
      ['큰사진.jpg', 'image/jpeg', jpegHead(800, 600, { padTo: 300 * 1024 + 1 }), 'TOO_LARGE'],
      ['가로긴사진.jpg', 'image/jpeg', jpegHead(1501, 600), 'TOO_MANY_PIXELS'],
    ];
    for (const [fileName, contentType, bytes, problem] of refusals) {
      const file = await store(fileName, contentType, bytes);
      await expectMessageError(client.call(endpoints.send, { body: text({ imageFileId: file.fileId }) }), 'messageImageInvalid', mmsImageMessages[problem]);
    }
    await expectMessageError(client.call(endpoints.send, { body: text({ imageFileId: 'file-none' }) }), 'messageImageInvalid', mmsImageMessages.NOT_FOUND);
  });

  it('a scheduled send waits without a job and is cancelled; a second cancel and a cancel of a sent request are refused in Korean', async () => {
    settings.now = seoulMorning;
    const client = await operator();
    const sendAt = new Date(seoulMorning() + 2 * HOUR_MS).toISOString();
    const scheduled = await client.call(endpoints.send, { body: text({ sendAt }) });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduled: true, sendAt, jobId: null, cancellable: true, counts: { waiting: 1 } });
    const cancelled = await client.call(endpoints.cancel, { params: { requestKey: scheduled.requestKey } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellable: false, counts: { cancelled: 1, sent: 0 } });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.cancelledBy?.accountKey).toBe(scheduled.createdBy.accountKey);
    // Its scheduling and its cancel are in the change history under the request's name, in the app's formats.
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['MESSAGE_REQUEST'], recordKey: scheduled.requestKey } });
    const label = requestLabel(true, 1, Date.parse(sendAt));
    expect(label).toMatch(/^예약 문자 · 1명 · \d{4}\.\d{2}\.\d{2} 12:00$/);
    expect(history.items.map((entry) => ({ action: entry.action, label: entry.record.label, changes: entry.changes }))).toEqual(
      expect.arrayContaining([
        { action: 'CREATE', label, changes: [{ field: 'status', before: null, after: 'SCHEDULED' }] },
        { action: 'CANCEL', label, changes: [{ field: 'status', before: 'SCHEDULED', after: 'CANCELLED' }] },
      ]),
    );
    expect(history.items).toHaveLength(2);
    await expectMessageError(client.call(endpoints.cancel, { params: { requestKey: scheduled.requestKey } }), 'messageCancelNotAllowed', '이미 취소한 요청이에요.');
    await expectMessageError(
      client.call(endpoints.cancel, { params: { requestKey: messageFixtures.sent } }),
      'messageCancelNotAllowed',
      '이미 발송을 마친 요청이라 취소할 수 없어요.',
    );
  });

  it('a schedule whose time came becomes its job; cancelled while pending, nothing more is sent', async () => {
    const morning = seoulMorning();
    settings.now = () => morning;
    const client = await operator();
    const people = { source: 'LIST' as const, accountKeys: ['acc-member-00020', 'acc-member-00021', 'acc-member-00022'] };
    const scheduled = await client.call(endpoints.send, { body: text({ people, sendAt: new Date(morning + HOUR_MS).toISOString() }) });
    settings.now = () => morning + HOUR_MS + 1;
    // An hour on, the first session's token has expired: a new one of the same operator.
    const later = await operator();
    const pending = await later.call(endpoints.request, { params: { requestKey: scheduled.requestKey } });
    expect(pending).toMatchObject({ status: 'PENDING', cancellable: true });
    expect(pending.jobId).not.toBeNull();
    const cancelled = await later.call(endpoints.cancel, { params: { requestKey: scheduled.requestKey } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', counts: { sent: 0, cancelled: 3 } });
    const job = await later.call(adminJobEndpoints.detail, { params: { jobId: pending.jobId ?? '' } });
    expect(job.status).toBe('CANCELLED');
  });

  it('a send cancelled from the job centre is the request’s cancel, as from its page: status, who and when, the history entry in words', async () => {
    const morning = seoulMorning();
    settings.now = () => morning;
    const client = await operator();
    // The three people the schedule above reached: every one can be sent a text.
    const people = { source: 'LIST' as const, accountKeys: ['acc-member-00020', 'acc-member-00021', 'acc-member-00022'] };
    const [fromDrawer, fromPage] = [await client.call(endpoints.send, { body: text({ people }) }), await client.call(endpoints.send, { body: text({ people }) })];
    // Both still queued on the stopped clock: nobody has been sent anything yet.
    await client.call(adminJobEndpoints.act, { params: { jobId: fromDrawer.jobId ?? '', action: 'cancel' } });
    await client.call(endpoints.cancel, { params: { requestKey: fromPage.requestKey } });
    const label = requestLabel(false, 3, morning);
    expect(label).toMatch(/^문자 · 3명 · \d{4}\.\d{2}\.\d{2} 10:00$/);
    for (const requestKey of [fromDrawer.requestKey, fromPage.requestKey]) {
      const cancelled = await client.call(endpoints.request, { params: { requestKey } });
      expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellable: false, counts: { sent: 0, cancelled: 3 }, cancelledAt: new Date(morning).toISOString() });
      expect(cancelled.cancelledBy?.accountKey).toBe(fromDrawer.createdBy.accountKey);
      const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['MESSAGE_REQUEST'], recordKey: requestKey } });
      expect(history.items.map((entry) => ({ action: entry.action, label: entry.record.label, changes: entry.changes }))).toEqual(
        expect.arrayContaining([{ action: 'CANCEL', label, changes: [{ field: 'status', before: 'PENDING', after: 'CANCELLED' }] }]),
      );
      expect(history.items.map((entry) => entry.action).sort()).toEqual(['CANCEL', 'CREATE']);
    }
    // Cancelled once, from the drawer: the request's page refuses a second cancel in its words.
    await expectMessageError(client.call(endpoints.cancel, { params: { requestKey: fromDrawer.requestKey } }), 'messageCancelNotAllowed', '이미 취소한 요청이에요.');
  });

  it('the seeded fixtures: scheduled, sent with a carrier refusal and skipped people, cancelled', async () => {
    const client = await operator();
    expect(await client.call(endpoints.request, { params: { requestKey: messageFixtures.scheduled } })).toMatchObject({ status: 'SCHEDULED', cancellable: true });
    const sent = await client.call(endpoints.request, { params: { requestKey: messageFixtures.sent } });
    expect(sent).toMatchObject({ status: 'SENT', kind: 'MARKETING' });
    expect(sent.counts.failed).toBeGreaterThan(0);
    expect(sent.counts.skipped).toBe(sent.skippedByReason.NO_MARKETING_CONSENT);
    const failed = await client.call(endpoints.results, { params: { requestKey: messageFixtures.sent }, query: { status: ['FAILED'] } });
    expect(failed.items[0]?.reason).toBe('INVALID_NUMBER');
    expect(await client.call(endpoints.request, { params: { requestKey: messageFixtures.cancelled } })).toMatchObject({ status: 'CANCELLED', cancellable: false });
  });

  it('refuses what the send documents: an unknown sender, a text over 2,000 bytes or with emoji, a schedule too soon or too far, a night advertisement unconfirmed, nobody to send to, a moved group, an unknown request', async () => {
    const morning = seoulMorning();
    settings.now = () => morning;
    const client = await operator();
    await expectMessageError(client.call(endpoints.send, { body: text({ senderNumber: '010-0000-0000' }) }), 'messageSenderUnknown');
    await expectMessageError(client.call(endpoints.send, { body: text({ body: '가'.repeat(1001) }) }), 'messageBodyInvalid', '문자는 2,000바이트까지 보낼 수 있어요. 지금 2,002바이트예요.');
    await expectMessageError(client.call(endpoints.send, { body: text({ body: '축하해요 🎉' }) }), 'messageBodyInvalid', '문자로 보낼 수 없는 글자가 있어요: 🎉');
    await expectMessageError(client.call(endpoints.send, { body: text({ sendAt: new Date(morning + 60_000).toISOString() }) }), 'messageScheduleInvalid');
    await expectMessageError(client.call(endpoints.send, { body: text({ sendAt: new Date(morning + 31 * 24 * HOUR_MS).toISOString() }) }), 'messageScheduleInvalid');
    const night = new Date(morning + 12 * HOUR_MS).toISOString();
    const consenting = { source: 'GROUP', groupKey: seededMemberGroups.marketing.groupKey, expectedCount: (await groupOf(client, seededMemberGroups.marketing.groupKey)).memberCount } as const;
    await expectMessageError(client.call(endpoints.send, { body: text({ kind: 'MARKETING', people: consenting, sendAt: night }) }), 'messageNightUnconfirmed');
    const confirmed = await client.call(endpoints.send, { body: text({ kind: 'MARKETING', people: consenting, sendAt: night, nightConfirmed: true }) });
    expect(confirmed.status).toBe('SCHEDULED');
    // An ordinary message at night needs no confirmation.
    expect((await client.call(endpoints.send, { body: text({ sendAt: night }) })).status).toBe('SCHEDULED');

    const withdrawn = { source: 'LIST' as const, accountKeys: ['acc-withdrawn'] };
    await expectMessageError(client.call(endpoints.send, { body: text({ people: withdrawn }) }), 'messageNoRecipients');
    expect((await client.call(endpoints.reach, { body: { kind: 'TEXT', people: withdrawn } })).skipped.WITHDRAWN).toBe(1);
    await expectApiError(
      client.call(endpoints.send, { body: text({ people: { ...consenting, expectedCount: consenting.expectedCount + 1 } }) }),
      'selectionChanged',
    );
    await expectApiError(client.call(endpoints.request, { params: { requestKey: 'msg-none' } }), 'notFound');
    await expectApiError(client.call(endpoints.cancel, { params: { requestKey: 'msg-none' } }), 'notFound');
  });

  it('lists the seeded history at scale, filtered by status, kind and text, newest first', async () => {
    const client = await operator();
    const all = await client.call(endpoints.requests, { query: { size: 20 } });
    expect(all.totalCount).toBeGreaterThan(2000);
    const times = all.items.map((request) => request.sendAt);
    expect([...times].sort().reverse()).toEqual(times);
    const cancelled = await client.call(endpoints.requests, { query: { status: ['CANCELLED'], size: 100 } });
    expect(cancelled.totalCount).toBeGreaterThan(0);
    expect(cancelled.items.every((request) => request.status === 'CANCELLED' && !request.cancellable)).toBe(true);
    const ads = await client.call(endpoints.requests, { query: { kind: ['MARKETING'], q: '할인', size: 50 } });
    expect(ads.items.length).toBeGreaterThan(0);
    expect(ads.items.every((request) => request.kind === 'MARKETING' && request.text.startsWith('(광고)') && request.text.includes('할인'))).toBe(true);
    const oldest = await client.call(endpoints.requests, { query: { sort: 'createdAt,asc', size: 1 } });
    expect(oldest.items[0]?.requestKey).toBe('msg-h-00001');
  });

  it('called every message endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminMessage.')).sort()).toEqual(Object.values(endpoints).map((endpoint) => endpoint.id).sort());
  });
});
