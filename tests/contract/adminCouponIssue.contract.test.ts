/**
 * Contract walk of coupon issuing (backoffice.md §3 Issue job, §7 Coupons "issue; issue jobs;
 * accounts"; issue 30) over real HTTP: the groups a coupon can be issued to; issuing the operating
 * fixture to a seeded group as a COUPON_ISSUE job — every member a holder, the specification's
 * issued count raised by as many; issuing again skips every holder (never twice); the holders by
 * cursor; a coupon not operating is refused (409), an unknown group is not_found.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCouponEndpoints } from '@app/shared/api/contract/adminCoupon';
import { adminCouponIssueEndpoints } from '@app/shared/api/contract/adminCouponIssue';
import { couponErrorCodes } from '@app/shared/api/contract/adminCouponRules';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { couponFixtures } from '@mocks/backoffice/coupons/seed';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

const group = seededMemberGroups.applicants;

describe('coupon issue contract over HTTP', () => {
  it('lists the member groups with their counts', async () => {
    const client = await operator();
    const { items } = await client.call(adminCouponIssueEndpoints.issueGroups, {});
    expect(items.find((item) => item.groupKey === group.groupKey)).toEqual({ groupKey: group.groupKey, name: group.name, memberCount: 25 });
  });

  it('issues to a group as a job: every member a holder once, the issued count raised; again, every one skipped', async () => {
    const client = await operator();
    const couponKey = couponFixtures.published;
    const before = await client.call(adminCouponEndpoints.couponSpec, { params: { couponKey } });
    const job = await client.call(adminCouponIssueEndpoints.issueToGroup, { params: { couponKey }, body: { issueMethod: 'GROUP', groupKey: group.groupKey, description: '강사 지원 감사' } });
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

    const again = await client.call(adminCouponIssueEndpoints.issueToGroup, { params: { couponKey }, body: { issueMethod: 'GROUP', groupKey: group.groupKey, description: '' } });
    await runJobsUntilIdle();
    expect(await client.call(adminJobEndpoints.detail, { params: { jobId: again.jobId } })).toMatchObject({ result: { type: 'COUNTS', succeeded: 0, skipped: 25 } });
    expect((await client.call(adminCouponIssueEndpoints.holders, { params: { couponKey }, query: {} })).totals.count).toBe(25);
  });

  it('refuses a coupon that is not operating (409) and an unknown group (404)', async () => {
    const client = await operator();
    const error: unknown = await client
      .call(adminCouponIssueEndpoints.issueToGroup, { params: { couponKey: couponFixtures.created }, body: { issueMethod: 'GROUP', groupKey: group.groupKey, description: '' } })
      .then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
    if (!isApiError(error)) throw error;
    expect({ status: error.status, code: error.code }).toEqual(couponErrorCodes.couponTransitionNotAllowed);
    await expectApiError(
      client.call(adminCouponIssueEndpoints.issueToGroup, { params: { couponKey: couponFixtures.published }, body: { issueMethod: 'GROUP', groupKey: 'grp-none', description: '' } }),
      'notFound',
    );
  });

  it('walked every coupon issue endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminCouponIssue.')).sort()).toEqual(Object.values(adminCouponIssueEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
