/**
 * Contract walk of coupon issuing (backoffice.md §3 Issue job: issueMethod ADMIN_INDIVIDUAL or
 * group; §7 Coupons "issue; issue jobs; accounts"; issue 30) over real HTTP: the groups and the
 * member search a coupon can be issued to; issuing the operating fixture to a seeded group as a
 * COUPON_ISSUE job — every member a holder, the issued count raised by as many; issuing again skips
 * every holder (never twice); the holders by cursor; issuing to individual accounts
 * (ADMIN_INDIVIDUAL) with a withdrawn account (an item error for good) and a blocked one (an item
 * error retried on its own once the block is lifted); a list's dry run telling apart new / already
 * holds it / withdrawn / not found / invalid; a method that does not match its people, a group
 * that moved, a coupon not operating and an unknown group refused.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCouponEndpoints } from '@app/shared/api/contract/adminCoupon';
import { adminCouponIssueEndpoints } from '@app/shared/api/contract/adminCouponIssue';
import { couponErrorCodes } from '@app/shared/api/contract/adminCouponRules';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { couponFixtures } from '@mocks/backoffice/coupons/seed';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { memberFixtures, seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { db } from '@mocks/db/database';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

const group = seededMemberGroups.applicants;
const couponKey = couponFixtures.published;

/** A new operating coupon nobody holds yet: the world is shared by this file's tests. */
async function freshCoupon(client: ContractClient, internalTitle: string): Promise<string> {
  const created = await client.call(adminCouponEndpoints.createCouponSpec, {
    body: { internalTitle, description: '발급 계약 시험', type: 'AMOUNT', percent: null, amount: 1_000, period: '30d', usablePeriod: null, limitUseCount: 1, memo: '' },
  });
  await client.call(adminCouponEndpoints.operateCouponSpec, { params: { couponKey: created.couponKey } });
  return created.couponKey;
}

describe('coupon issue contract over HTTP', () => {
  it('lists the member groups with their counts, and the member search', async () => {
    const client = await operator();
    const { items } = await client.call(adminCouponIssueEndpoints.issueGroups, {});
    expect(items.find((item) => item.groupKey === group.groupKey)).toEqual({ groupKey: group.groupKey, name: group.name, memberCount: 25 });
    const found = await client.call(adminCouponIssueEndpoints.issueMembers, { query: { q: memberFixtures.blocked.email, page: 1, size: 20 } });
    expect(found.items.map((member) => member.accountKey)).toEqual([memberFixtures.blocked.accountKey]);
  });

  it('issues to a group as a job: every member a holder once, the issued count raised; again, every one skipped', async () => {
    const client = await operator();
    const before = await client.call(adminCouponEndpoints.couponSpec, { params: { couponKey } });
    const recipients = { source: 'GROUP', groupKey: group.groupKey, expectedCount: 25 } as const;
    const job = await client.call(adminCouponIssueEndpoints.issue, { params: { couponKey }, body: { issueMethod: 'GROUP', recipients, description: '강사 지원 감사' } });
    expect(job).toMatchObject({ kind: 'COUPON_ISSUE', area: 'COUPON', progress: { done: 0, total: 25 } });
    await runJobsUntilIdle();
    const done = await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
    expect(done).toMatchObject({ status: 'DONE', result: { type: 'COUNTS', succeeded: 25, failed: 0, skipped: 0 } });

    const first = await client.call(adminCouponIssueEndpoints.holders, { params: { couponKey }, query: { size: 10 } });
    expect(first.totals.count).toBe(25);
    const rest = await client.call(adminCouponIssueEndpoints.holders, { params: { couponKey }, query: { size: 50, cursor: first.nextCursor ?? '' } });
    const keys = [...first.items, ...rest.items].map((holder) => holder.accountKey);
    expect(new Set(keys).size).toBe(25);
    expect(first.items.every((holder) => holder.jobId === job.jobId)).toBe(true);
    const after = await client.call(adminCouponEndpoints.couponSpec, { params: { couponKey } });
    expect(after.issuedCount).toBe(before.issuedCount + 25);

    const again = await client.call(adminCouponIssueEndpoints.issue, { params: { couponKey }, body: { issueMethod: 'GROUP', recipients, description: '' } });
    await runJobsUntilIdle();
    expect(await client.call(adminJobEndpoints.detail, { params: { jobId: again.jobId } })).toMatchObject({ result: { type: 'COUNTS', succeeded: 0, skipped: 25 } });
    expect((await client.call(adminCouponIssueEndpoints.holders, { params: { couponKey }, query: {} })).totals.count).toBe(25);
  });

  it('ADMIN_INDIVIDUAL: a withdrawn account fails for good, a blocked one is retried on its own once unblocked', async () => {
    const client = await operator();
    const couponKey = await freshCoupon(client, '개별 발급 시험 쿠폰');
    const keys = ['acc-member-00002', 'acc-withdrawn', memberFixtures.blocked.accountKey];
    const job = await client.call(adminCouponIssueEndpoints.issue, {
      params: { couponKey },
      body: { issueMethod: 'ADMIN_INDIVIDUAL', recipients: { source: 'SELECTION', selection: { kind: 'keys', keys } }, description: '' },
    });
    await runJobsUntilIdle();
    expect(await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } })).toMatchObject({
      status: 'DONE',
      result: { type: 'COUNTS', succeeded: 1, failed: 2 },
      actions: expect.arrayContaining(['RETRY_ITEM']),
    });
    const errors = await client.call(adminJobEndpoints.itemErrors, { params: { jobId: job.jobId }, query: {} });
    expect(errors.items.map((error) => [error.itemKey, error.retryable])).toEqual([
      ['acc-withdrawn', false],
      [memberFixtures.blocked.accountKey, true],
    ]);
    // The operator lifts the block (the member area's action, done here on the world itself).
    await db.accounts.update((q) => q.where({ accountKey: memberFixtures.blocked.accountKey }), { data: (draft) => void (draft.status = 'ACTIVE') });
    await client.call(adminJobEndpoints.retryItem, { params: { jobId: job.jobId, itemKey: memberFixtures.blocked.accountKey } });
    await runJobsUntilIdle();
    const holders = await client.call(adminCouponIssueEndpoints.holders, { params: { couponKey }, query: {} });
    expect(holders.items.map((holder) => holder.accountKey).sort()).toEqual(['acc-member-00002', memberFixtures.blocked.accountKey].sort());
    expect((await client.call(adminJobEndpoints.itemErrors, { params: { jobId: job.jobId }, query: {} })).items.map((error) => error.itemKey)).toEqual(['acc-withdrawn']);
  });

  it('the dry run tells a list apart against the coupon: new, already holds it, withdrawn, not found, invalid', async () => {
    const client = await operator();
    const couponKey = await freshCoupon(client, '목록 확인 시험 쿠폰');
    await client.call(adminCouponIssueEndpoints.issue, {
      params: { couponKey },
      body: { issueMethod: 'ADMIN_INDIVIDUAL', recipients: { source: 'LIST', accountKeys: ['acc-member-00003'] }, description: '' },
    });
    await runJobsUntilIdle();
    const holder = (await client.call(adminCouponIssueEndpoints.holders, { params: { couponKey }, query: {} })).items[0];
    const { rows } = await client.call(adminCouponIssueEndpoints.issueDryRun, {
      params: { couponKey },
      body: { identifiers: ['learner@klass.test', holder?.email ?? '', 'withdrawn@klass.test', 'nobody@klass.test', '이름 없음 !!'] },
    });
    expect(rows.map((row) => row.kind)).toEqual(['NEW', 'ALREADY_HOLDS', 'WITHDRAWN', 'NOT_FOUND', 'INVALID']);
    expect(rows[0]).toMatchObject({ accountKey: 'acc-learner' });
  });

  it('refuses a method that does not match its people (400), a group that moved (409 selection.changed), a coupon not operating (409) and an unknown group (404)', async () => {
    const client = await operator();
    expect(
      await fieldIssues(
        client.call(adminCouponIssueEndpoints.issue, {
          params: { couponKey },
          body: { issueMethod: 'GROUP', recipients: { source: 'LIST', accountKeys: ['acc-member-00002'] }, description: '' },
        }),
      ),
    ).toEqual({ recipients: '발급 방식과 받는 사람을 고른 방법이 맞지 않아요.' });
    await expectApiError(
      client.call(adminCouponIssueEndpoints.issue, {
        params: { couponKey },
        body: { issueMethod: 'GROUP', recipients: { source: 'GROUP', groupKey: group.groupKey, expectedCount: 24 }, description: '' },
      }),
      'selectionChanged',
    );
    const error: unknown = await client
      .call(adminCouponIssueEndpoints.issue, {
        params: { couponKey: couponFixtures.created },
        body: { issueMethod: 'GROUP', recipients: { source: 'GROUP', groupKey: group.groupKey, expectedCount: 25 }, description: '' },
      })
      .then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
    if (!isApiError(error)) throw error;
    expect({ status: error.status, code: error.code }).toEqual(couponErrorCodes.couponTransitionNotAllowed);
    await expectApiError(
      client.call(adminCouponIssueEndpoints.issue, {
        params: { couponKey },
        body: { issueMethod: 'GROUP', recipients: { source: 'GROUP', groupKey: 'grp-none', expectedCount: 1 }, description: '' },
      }),
      'notFound',
    );
  });

  it('walked every coupon issue endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminCouponIssue.')).sort()).toEqual(Object.values(adminCouponIssueEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
