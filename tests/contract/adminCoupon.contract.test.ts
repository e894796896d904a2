/**
 * Contract walk of coupon specifications (backoffice.md §3 Coupon spec, §4 coupon status, §5
 * coupon rules, §7 Coupons "spec slice, detail, create"; issue 30) over real HTTP on the seeded
 * 10,000 specifications: every answer in its schema; the slice newest first by cursor (no overlap,
 * no skip) with the count of every match, filtered by status, type and keyword; the detail; create
 * (CREATED, version 1) and each §5 refusal at its field in the form's words; edit from the version
 * it was based on, a stale version refused (409 coupon.version.conflict) and a locked term of an
 * operating coupon refused (409 coupon.update.locked); operate then stop, and the stale repeat of
 * each refused with 409 coupon.transition.not_allowed and nothing changed; the change history.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCouponEndpoints, type CouponSpecBody } from '@app/shared/api/contract/adminCoupon';
import { couponErrorCodes, couponRuleMessages, couponStatuses, type CouponErrorName } from '@app/shared/api/contract/adminCouponRules';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { couponFixtures, GENERATED_COUPON_COUNT } from '@mocks/backoffice/coupons/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient, fieldIssues } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

/** Asserts the call fails with the coupon area's status and code (adminCouponRules.ts), in the documented shape; answers its data. */
async function expectCouponError(call: Promise<unknown>, name: CouponErrorName): Promise<Record<string, unknown> | null> {
  const error: unknown = await call.then(
    () => expect.fail(`expected ${couponErrorCodes[name].code}`),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  const body = apiErrorBodySchema.parse(error.toJSON());
  expect(body).toMatchObject({ status: couponErrorCodes[name].status, code: couponErrorCodes[name].code });
  return body.data;
}


const newCoupon: CouponSpecBody = {
  internalTitle: '계약 테스트 15% 할인',
  description: '계약 테스트용 쿠폰',
  type: 'PERCENT',
  percent: 15,
  amount: null,
  period: '30d',
  usablePeriod: null,
  limitUseCount: -1,
  memo: '',
};

describe('coupon specification contract over HTTP', () => {
  it('slices 10,000+ specifications newest first by cursor, with the count of every match', async () => {
    const client = await operator();
    const first = await client.call(adminCouponEndpoints.couponSpecs, { query: { size: 50 } });
    expect(first.totals.count).toBeGreaterThanOrEqual(GENERATED_COUPON_COUNT);
    expect(first.items).toHaveLength(50);
    const second = await client.call(adminCouponEndpoints.couponSpecs, { query: { size: 50, cursor: first.nextCursor ?? '' } });
    const keys = [...first.items, ...second.items].map((coupon) => coupon.couponKey);
    expect(new Set(keys).size).toBe(100);
    const both = await client.call(adminCouponEndpoints.couponSpecs, { query: { size: 100 } });
    expect(both.items.map((coupon) => coupon.couponKey)).toEqual(keys);
    const times = both.items.map((coupon) => coupon.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    await expectApiError(client.call(adminCouponEndpoints.couponSpecs, { query: { cursor: 'cpn-none' } }), 'badRequest');
  });

  it('filters by status, type and keyword; every status is seeded', async () => {
    const client = await operator();
    for (const status of couponStatuses) {
      const slice = await client.call(adminCouponEndpoints.couponSpecs, { query: { status: [status], size: 200 } });
      expect(slice.totals.count).toBeGreaterThan(0);
      expect(slice.items.every((coupon) => coupon.status === status)).toBe(true);
    }
    const amounts = await client.call(adminCouponEndpoints.couponSpecs, { query: { type: ['AMOUNT'], status: ['PUBLISHED'], size: 200 } });
    expect(amounts.items.every((coupon) => coupon.type === 'AMOUNT' && coupon.amount !== null && coupon.percent === null)).toBe(true);
    const byTitle = await client.call(adminCouponEndpoints.couponSpecs, { query: { q: '연말 감사' } });
    expect(byTitle.items.map((coupon) => coupon.couponKey)).toContain(couponFixtures.published);
    const byKey = await client.call(adminCouponEndpoints.couponSpecs, { query: { q: couponFixtures.stopped } });
    expect(byKey.items.map((coupon) => coupon.couponKey)).toEqual([couponFixtures.stopped]);
  });

  it('answers one specification in full; an unknown key is not_found', async () => {
    const client = await operator();
    const coupon = await client.call(adminCouponEndpoints.couponSpec, { params: { couponKey: couponFixtures.published } });
    expect(coupon).toMatchObject({ status: 'PUBLISHED', type: 'AMOUNT', amount: 5_000, usablePeriod: { startDay: '2026-12-01', endDay: '2026-12-31' }, limitUseCount: 3 });
    await expectApiError(client.call(adminCouponEndpoints.couponSpec, { params: { couponKey: 'cpn-none' } }), 'notFound');
  });

  it('§5: refuses each rule at its field in the form’s Korean words', async () => {
    const client = await operator();
    const create = (body: Partial<CouponSpecBody>) => client.call(adminCouponEndpoints.createCouponSpec, { body: { ...newCoupon, ...body } });
    expect(await fieldIssues(create({ internalTitle: '쿠폰' }))).toEqual({ internalTitle: '3자 이상 입력해 주세요.' });
    expect(await fieldIssues(create({ percent: 101 }))).toEqual({ percent: couponRuleMessages.percent });
    expect(await fieldIssues(create({ type: 'AMOUNT', percent: null, amount: 10_000_001 }))).toEqual({ amount: couponRuleMessages.amount });
    expect(await fieldIssues(create({ period: '366d' }))).toEqual({ period: couponRuleMessages.days });
    expect(await fieldIssues(create({ limitUseCount: 0 }))).toEqual({ limitUseCount: couponRuleMessages.useLimit });
    expect(await fieldIssues(create({ memo: '메'.repeat(301) }))).toEqual({ memo: '최대 300자까지 입력할 수 있어요. (301/300)' });
  });

  it('creates CREATED v1 (first in the list), edits it from its version, refuses a stale version', async () => {
    const client = await operator();
    const created = await client.call(adminCouponEndpoints.createCouponSpec, { body: newCoupon });
    expect(created).toMatchObject({ status: 'CREATED', version: 1, issuedCount: 0, usedCount: 0, createdBy: { accountKey: seededOperators.full.accountKey } });
    const top = await client.call(adminCouponEndpoints.couponSpecs, { query: { size: 1 } });
    expect(top.items[0]?.couponKey).toBe(created.couponKey);

    const edited = await client.call(adminCouponEndpoints.updateCouponSpec, {
      params: { couponKey: created.couponKey },
      body: { ...newCoupon, type: 'AMOUNT', percent: null, amount: 3_000, version: 1 },
    });
    expect(edited).toMatchObject({ version: 2, type: 'AMOUNT', amount: 3_000, percent: null });
    const stale = await expectCouponError(
      client.call(adminCouponEndpoints.updateCouponSpec, { params: { couponKey: created.couponKey }, body: { ...newCoupon, memo: '늦은 수정', version: 1 } }),
      'couponVersionConflict',
    );
    expect(stale).toMatchObject({ version: 2 });
    const now = await client.call(adminCouponEndpoints.couponSpec, { params: { couponKey: created.couponKey } });
    expect(now.memo).toBe('');
  });

  it('§4: operate → PUBLISHED, stop → UNPUBLISHED (final); a stale repeat of each is a 409 and changes nothing', async () => {
    const client = await operator();
    const created = await client.call(adminCouponEndpoints.createCouponSpec, { body: newCoupon });
    const couponKey = created.couponKey;
    const operating = await client.call(adminCouponEndpoints.operateCouponSpec, { params: { couponKey } });
    expect(operating).toMatchObject({ status: 'PUBLISHED', version: 2 });
    expect(
      await expectCouponError(client.call(adminCouponEndpoints.operateCouponSpec, { params: { couponKey } }), 'couponTransitionNotAllowed'),
    ).toEqual({ status: 'PUBLISHED', allowed: ['EDIT', 'STOP', 'ADD_CODES', 'ISSUE'] });

    // An operating coupon keeps its terms: names and memo may change, the discount may not.
    const locked = await expectCouponError(
      client.call(adminCouponEndpoints.updateCouponSpec, { params: { couponKey }, body: { ...newCoupon, percent: 30, version: 2 } }),
      'couponFieldLocked',
    );
    expect(locked).toMatchObject({ fields: ['percent'] });
    const renamed = await client.call(adminCouponEndpoints.updateCouponSpec, { params: { couponKey }, body: { ...newCoupon, internalTitle: '이름만 바꾼 쿠폰', version: 2 } });
    expect(renamed).toMatchObject({ internalTitle: '이름만 바꾼 쿠폰', version: 3, status: 'PUBLISHED' });

    const stopped = await client.call(adminCouponEndpoints.stopCouponSpec, { params: { couponKey } });
    expect(stopped).toMatchObject({ status: 'UNPUBLISHED', version: 4 });
    // "another tab stopped it first": the second stop is told, never a silent success.
    expect(await expectCouponError(client.call(adminCouponEndpoints.stopCouponSpec, { params: { couponKey } }), 'couponTransitionNotAllowed')).toEqual({
      status: 'UNPUBLISHED',
      allowed: [],
    });
    await expectCouponError(client.call(adminCouponEndpoints.operateCouponSpec, { params: { couponKey } }), 'couponTransitionNotAllowed');
    await expectCouponError(
      client.call(adminCouponEndpoints.updateCouponSpec, { params: { couponKey }, body: { ...newCoupon, internalTitle: '이름만 바꾼 쿠폰', version: 4 } }),
      'couponTransitionNotAllowed',
    );
    const after = await client.call(adminCouponEndpoints.couponSpec, { params: { couponKey } });
    expect(after).toMatchObject({ status: 'UNPUBLISHED', version: 4 });

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['COUPON'], recordKey: couponKey } });
    const statusChanges = history.items.flatMap((entry) => entry.changes.filter((change) => change.field === 'status').map((change) => `${change.before}→${change.after}`));
    expect(statusChanges.sort()).toEqual(['CREATED→PUBLISHED', 'PUBLISHED→UNPUBLISHED', 'null→CREATED'].sort());
  });

  it('a limited operator (no COUPON permission) is refused', async () => {
    const limited = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.limited), new Set());
    await expectApiError(limited.call(adminCouponEndpoints.couponSpecs, { query: {} }), 'permissionDenied');
  });

  it('walked every coupon endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminCoupon.')).sort()).toEqual(Object.values(adminCouponEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
