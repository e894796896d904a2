/**
 * A message request's cancel in the change history (issue 43 "a cancel's entry says 수정"): the one
 * function that notes a request's cancel writes a CANCEL entry — not an UPDATE — with its status
 * before → 취소됨, whether a scheduled request was cancelled on its page or a sending one's job from
 * the job centre's drawer (both reach `noteRequestCancelled`). Runs on the mock clock, on an empty
 * database.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessClaims } from '@mocks/auth/tokens';
import { actOnJob } from '@mocks/backoffice/jobs/engine';
import { clearDatabase, db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import type { MessageRequestRecord } from './collections';
import { noteRequestCancelled, requestState, startRequestJob } from './requests';

const operator: AccessClaims = { sub: 'acc-operator-test', roles: ['OPERATOR'] };
const clock = Date.parse('2026-11-22T01:00:00.000Z');
const realNow = settings.now;

beforeEach(() => {
  clearDatabase();
  settings.now = () => clock;
});
afterEach(() => {
  settings.now = realNow;
});

/** A request for two people, scheduled an hour on (or, with `scheduled: false`, sent when asked). */
function request(requestKey: string, scheduled = true): Promise<MessageRequestRecord> {
  return db.messageRequests.create({
    requestKey,
    kind: 'TEXT',
    type: 'SMS',
    text: '[클라쓰] 내일 수업은 저녁 8시에 시작해요.',
    image: null,
    senderNumber: '1588-1234',
    scope: '직접 고른 2명',
    accountKeys: ['acc-member-1', 'acc-member-2'],
    skipped: [],
    jobId: null,
    history: null,
    scheduledAt: scheduled ? clock + 60 * 60 * 1000 : null,
    createdAt: clock,
    createdBy: { accountKey: operator.sub, displayName: operator.sub },
    cancelledAt: null,
    cancelledBy: null,
  });
}

const entriesOf = (requestKey: string) => db.historyChanges.all().filter((entry) => entry.record.key === requestKey);

describe('a message request’s cancel in the change history', () => {
  it('a scheduled request cancelled is one CANCEL entry, 예약됨 → 취소됨 by status, under the request’s name', async () => {
    const record = await request('msg-scheduled');
    await noteRequestCancelled(record, 'SCHEDULED', operator);
    const entries = entriesOf('msg-scheduled');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'CANCEL',
      actor: { accountKey: operator.sub },
      record: { type: 'MESSAGE_REQUEST', label: expect.stringMatching(/^예약 문자 · 2명 · /) },
      changes: [{ field: 'status', before: 'SCHEDULED', after: 'CANCELLED' }],
    });
    const cancelled = db.messageRequests.findFirst((q) => q.where({ requestKey: 'msg-scheduled' }));
    expect(cancelled && requestState(cancelled).status).toBe('CANCELLED');
  });

  it('a send stopped from the job centre (its job cancelled) is the request’s CANCEL too, from 보내는 중', async () => {
    const started = await startRequestJob(await request('msg-sending', false), { accountKey: operator.sub, displayName: operator.sub });
    await actOnJob(started.jobId ?? '', 'CANCEL', operator);
    const entries = entriesOf('msg-sending');
    expect(entries.map((entry) => ({ action: entry.action, changes: entry.changes }))).toEqual([
      { action: 'CANCEL', changes: [{ field: 'status', before: 'PENDING', after: 'CANCELLED' }] },
    ]);
    // The job's own entry stays the job's action on it, an UPDATE of the JOB record: only the request's cancel is a CANCEL.
    expect(db.historyChanges.all().filter((entry) => entry.record.type === 'JOB').map((entry) => entry.action)).toEqual(['UPDATE']);
  });
});
