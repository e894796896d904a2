/**
 * Contract walk of exchange codes (backoffice.md §3 "Exchange code: title, description,
 * availableCount (-1 unlimited), redeemableCoupons, status, type", §4 "Codes are ACTIVE or
 * INACTIVE", §5 word code 3–16 Korean / letters / digits; issue 30) over real HTTP on the seeded
 * codes: every answer in its schema; the slice newest first by cursor with the count of every
 * match, filtered by status and keyword; the detail with its coupons as they are now; create (a
 * WORD no other code of the tenant is — coupon codes included —, a RANDOM one drawn), each rule
 * refused at its field; a stopped coupon refused; edit and status change from the version they
 * were based on, a stale one refused with nothing changed; the change history.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCouponCodeEndpoints } from '@app/shared/api/contract/adminCouponCode';
import { adminCouponExchangeEndpoints, type ExchangeCodeBody } from '@app/shared/api/contract/adminCouponExchange';
import {
  exchangeCodeStatuses,
  exchangeErrorCodes,
  exchangeRuleMessages,
  type ExchangeErrorName,
} from '@app/shared/api/contract/adminCouponExchangeRules';
import { codeRuleMessages, RANDOM_CODE_LENGTH } from '@app/shared/api/contract/adminCouponCodeRules';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { EXCHANGE_FIXTURE_WORD, exchangeFixtures, GENERATED_EXCHANGE_COUNT } from '@mocks/backoffice/coupons/exchangeSeed';
import { couponFixtures } from '@mocks/backoffice/coupons/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient, fieldIssues } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function expectExchangeError(call: Promise<unknown>, name: ExchangeErrorName): Promise<Record<string, unknown> | null> {
  const error: unknown = await call.then(
    () => expect.fail(`expected ${exchangeErrorCodes[name].code}`),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  const body = apiErrorBodySchema.parse(error.toJSON());
  expect(body).toMatchObject({ status: exchangeErrorCodes[name].status, code: exchangeErrorCodes[name].code });
  return body.data;
}


const newWordCode: ExchangeCodeBody = {
  type: 'WORD',
  code: '계약테스트2026',
  title: '계약 테스트 쿠폰 묶음',
  description: '계약 테스트용 교환 코드',
  availableCount: 100,
  couponKeys: [couponFixtures.published, couponFixtures.created],
};

describe('exchange code contract over HTTP', () => {
  it('slices the seeded codes newest first by cursor, filtered by status and keyword', async () => {
    const client = await operator();
    const first = await client.call(adminCouponExchangeEndpoints.exchangeCodes, { query: { size: 50 } });
    expect(first.totals.count).toBeGreaterThanOrEqual(GENERATED_EXCHANGE_COUNT);
    const second = await client.call(adminCouponExchangeEndpoints.exchangeCodes, { query: { size: 50, cursor: first.nextCursor ?? '' } });
    const keys = [...first.items, ...second.items].map((exchange) => exchange.exchangeCodeKey);
    expect(new Set(keys).size).toBe(100);
    const times = [...first.items, ...second.items].map((exchange) => exchange.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    await expectApiError(client.call(adminCouponExchangeEndpoints.exchangeCodes, { query: { cursor: 'exc-none' } }), 'badRequest');

    for (const status of exchangeCodeStatuses) {
      const page = await client.call(adminCouponExchangeEndpoints.exchangeCodes, { query: { status: [status], size: 20 } });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((exchange) => exchange.status === status)).toBe(true);
    }
    const byCode = await client.call(adminCouponExchangeEndpoints.exchangeCodes, { query: { q: EXCHANGE_FIXTURE_WORD } });
    expect(byCode.items.map((exchange) => exchange.exchangeCodeKey)).toEqual([exchangeFixtures.active]);
  });

  it('the detail names its coupons as they are now (a coupon stopped since shows as stopped)', async () => {
    const client = await operator();
    const inactive = await client.call(adminCouponExchangeEndpoints.exchangeCode, { params: { exchangeCodeKey: exchangeFixtures.inactive } });
    expect(inactive).toMatchObject({ status: 'INACTIVE', availableCount: -1, couponCount: 1 });
    expect(inactive.redeemableCoupons).toEqual([expect.objectContaining({ couponKey: couponFixtures.stopped, status: 'UNPUBLISHED' })]);
    await expectApiError(client.call(adminCouponExchangeEndpoints.exchangeCode, { params: { exchangeCodeKey: 'exc-none' } }), 'notFound');
  });

  it('creates WORD and RANDOM codes; a code in use (an exchange code or a coupon code) and each rule are refused at the field', async () => {
    const client = await operator();
    const word = await client.call(adminCouponExchangeEndpoints.createExchangeCode, { body: newWordCode });
    expect(word).toMatchObject({ status: 'ACTIVE', version: 1, code: newWordCode.code, redeemedCount: 0, couponCount: 2 });

    const random = await client.call(adminCouponExchangeEndpoints.createExchangeCode, { body: { ...newWordCode, type: 'RANDOM', code: null } });
    expect(random.code).toMatch(new RegExp(`^[0-9A-Z]{${RANDOM_CODE_LENGTH}}$`));

    expect(await expectExchangeError(client.call(adminCouponExchangeEndpoints.createExchangeCode, { body: newWordCode }), 'exchangeCodeTaken')).toEqual({ field: 'code' });
    // A coupon code's word is taken for exchange codes too: one code, one meaning for a learner.
    const spec = await client.call(adminCouponCodeEndpoints.createCodeSpec, {
      params: { couponKey: couponFixtures.published },
      body: { name: '계약 테스트 코드', publishedType: 'WORD', word: '쿠폰단어코드', pattern: null, count: 1 },
    });
    expect(spec.codeSpec.word).toBe('쿠폰단어코드');
    await expectExchangeError(client.call(adminCouponExchangeEndpoints.createExchangeCode, { body: { ...newWordCode, code: '쿠폰단어코드' } }), 'exchangeCodeTaken');

    const issues = await fieldIssues(
      client.call(adminCouponExchangeEndpoints.createExchangeCode, {
        body: { ...newWordCode, code: '가!', title: '짧', availableCount: 0, couponKeys: [] },
      }),
    );
    expect(issues).toMatchObject({
      code: codeRuleMessages.wordCharacter('!'),
      availableCount: exchangeRuleMessages.availableCount,
      couponKeys: exchangeRuleMessages.coupons,
    });
    expect(issues.title).toBeTruthy();
    const twice = await fieldIssues(
      client.call(adminCouponExchangeEndpoints.createExchangeCode, { body: { ...newWordCode, code: '두번넣은쿠폰', couponKeys: [couponFixtures.created, couponFixtures.created] } }),
    );
    expect(twice.couponKeys).toBe(exchangeRuleMessages.couponTwice);

    expect(
      await expectExchangeError(
        client.call(adminCouponExchangeEndpoints.createExchangeCode, { body: { ...newWordCode, code: '종료쿠폰코드', couponKeys: [couponFixtures.stopped] } }),
        'exchangeCouponNotRedeemable',
      ),
    ).toEqual({ couponKeys: [couponFixtures.stopped] });
  });

  it('edits and turns off / on from the version they were based on; a stale one changes nothing; both in the history', async () => {
    const client = await operator();
    const exchangeCodeKey = exchangeFixtures.active;
    const before = await client.call(adminCouponExchangeEndpoints.exchangeCode, { params: { exchangeCodeKey } });
    const edited = await client.call(adminCouponExchangeEndpoints.updateExchangeCode, {
      params: { exchangeCodeKey },
      body: { title: '겨울방학 특강 쿠폰 묶음 (연장)', description: before.description, availableCount: -1, couponKeys: [couponFixtures.published], version: before.version },
    });
    expect(edited).toMatchObject({ version: before.version + 1, availableCount: -1, couponCount: 1, code: EXCHANGE_FIXTURE_WORD });

    // "another tab changed it first": the stale edit is told and nothing is saved.
    expect(
      await expectExchangeError(
        client.call(adminCouponExchangeEndpoints.updateExchangeCode, {
          params: { exchangeCodeKey },
          body: { title: '늦게 온 수정', description: before.description, availableCount: 10, couponKeys: [couponFixtures.published], version: before.version },
        }),
        'exchangeVersionConflict',
      ),
    ).toEqual({ version: before.version + 1, status: 'ACTIVE' });

    const off = await client.call(adminCouponExchangeEndpoints.changeExchangeCodeStatus, { params: { exchangeCodeKey }, body: { status: 'INACTIVE', version: edited.version } });
    expect(off).toMatchObject({ status: 'INACTIVE', version: edited.version + 1 });
    await expectExchangeError(
      client.call(adminCouponExchangeEndpoints.changeExchangeCodeStatus, { params: { exchangeCodeKey }, body: { status: 'ACTIVE', version: edited.version } }),
      'exchangeVersionConflict',
    );
    const on = await client.call(adminCouponExchangeEndpoints.changeExchangeCodeStatus, { params: { exchangeCodeKey }, body: { status: 'ACTIVE', version: off.version } });
    expect(on).toMatchObject({ status: 'ACTIVE', title: '겨울방학 특강 쿠폰 묶음 (연장)' });

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['EXCHANGE_CODE'], recordKey: exchangeCodeKey } });
    const statusChanges = history.items.flatMap((entry) => entry.changes.filter((change) => change.field === 'status').map((change) => `${change.before}→${change.after}`));
    expect(statusChanges.sort()).toEqual(['ACTIVE→INACTIVE', 'INACTIVE→ACTIVE']);
    expect(history.items.some((entry) => entry.changes.some((change) => change.field === 'title'))).toBe(true);
  });

  it('a limited operator (no COUPON permission) is refused', async () => {
    const limited = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.limited), new Set());
    await expectApiError(limited.call(adminCouponExchangeEndpoints.exchangeCodes, { query: {} }), 'permissionDenied');
  });

  it('walked every exchange code endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminCouponExchange.')).sort()).toEqual(
      Object.values(adminCouponExchangeEndpoints).map((endpoint) => endpoint.id).sort(),
    );
  });
});
