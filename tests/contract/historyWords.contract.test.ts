/**
 * History reads like the screens (issue 38 "Change history speaks machine"): changes made through
 * the mock's own endpoints — a coupon created, edited and operated, an exchange code created,
 * edited and turned off, a group deleted (its members' own entries), a scheduled text cancelled — are read back from the history and put
 * in words as the screens do (kit/kinds: each area's declaration), and no shown value is a code
 * the product has a word for, no field is shown by its stored name, no coupon by its key.
 *
 * The codes come from the product itself, not from the declarations: every key of every word
 * table the contract and the copy export (`couponStatusNames`, `statusLabels`, …: an UPPER_CASE
 * code mapped to Korean). So a record type whose status has no formatter fails here with the
 * status code it showed, however the declaration is written.
 */
import { describe, expect, it } from 'vitest';
import { adminCouponEndpoints } from '@app/shared/api/contract/adminCoupon';
import { adminCouponExchangeEndpoints } from '@app/shared/api/contract/adminCouponExchange';
import { adminHistoryEndpoints, historyActions, type HistoryEntry } from '@app/shared/api/contract/adminHistory';
import { adminMemberEndpoints } from '@app/shared/api/contract/adminMember';
import { ADMIN_PAGE_SIZE_MAX } from '@app/shared/api/contract/adminLimits';
import { adminMessageEndpoints } from '@app/shared/api/contract/adminMessage';
import { copy } from '@app/shared/copy';
import { historyFieldLabel, historyFieldValue, recordTypeWords } from '@app/backoffice/kit/kinds/foundKindWords';
import { couponFixtures } from '@mocks/backoffice/coupons/seed';
import { seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, loginAccessToken } from './support/contractClient';

const server = withMockHttpServer();

const wordTables = import.meta.glob<Record<string, unknown>>(['/app/shared/api/contract/*.ts', '/app/shared/copy/*.ts', '!**/*.test.ts'], { eager: true });

const isCode = (key: string) => /^[A-Z][A-Z0-9_]+$/.test(key);
const hangul = /[가-힣]/;

/** A table of words: codes as keys, Korean as values (`{ PUBLISHED: '운영 중', … }`). */
function isWordTable(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, word]) => isCode(key) && typeof word === 'string' && hangul.test(word));
}

/** Every code the product has a word for, found in the contract's and the copy's word tables (two levels deep). */
function labelledCodes(): Set<string> {
  const codes = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (isWordTable(value)) for (const key of Object.keys(value)) codes.add(key);
    else if (depth < 2 && typeof value === 'object' && value !== null) for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const exports of Object.values(wordTables)) visit(exports, 0);
  return codes;
}

/** An entry as the history shows it: its heading's type name, and each field's label and values. */
function shown(entry: HistoryEntry) {
  const type = entry.record.type;
  return {
    typeName: recordTypeWords(type).name,
    fields: entry.changes.map((change) => ({
      label: historyFieldLabel(type, change.field),
      values: [historyFieldValue(type, change.field, change.before), historyFieldValue(type, change.field, change.after)],
    })),
  };
}

describe('the change history in words (issue 38)', () => {
  it('finds the word tables it checks against', () => {
    const codes = labelledCodes();
    for (const code of ['PUBLISHED', 'ACTIVE', 'INACTIVE', 'PERCENT', 'AMOUNT', 'WITHDRAWN', 'RUNNING']) expect(codes).toContain(code);
  });

  it('shows every recorded field by its label and every value as the screens do', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const client = contractClient(server.baseUrl, token, new Set());

    const coupon = await client.call(adminCouponEndpoints.createCouponSpec, {
      body: { internalTitle: '이력 말씨 5,000원 할인', description: '이력 말씨 확인용', type: 'AMOUNT', percent: null, amount: 5000, period: '30d', usablePeriod: null, limitUseCount: -1, memo: '' },
    });
    const edited = await client.call(adminCouponEndpoints.updateCouponSpec, {
      params: { couponKey: coupon.couponKey },
      body: { internalTitle: coupon.internalTitle, description: coupon.description, type: 'AMOUNT', percent: null, amount: 6000, period: '-1d', usablePeriod: { startDay: '2026-12-01', endDay: '2026-12-31' }, limitUseCount: 3, memo: '', version: coupon.version },
    });
    await client.call(adminCouponEndpoints.operateCouponSpec, { params: { couponKey: edited.couponKey } });

    const exchange = await client.call(adminCouponExchangeEndpoints.createExchangeCode, {
      body: { type: 'WORD', code: '이력말씨2026', title: '이력 말씨 쿠폰 묶음', description: '이력 말씨 확인용', availableCount: 3, couponKeys: [couponFixtures.published] },
    });
    const more = await client.call(adminCouponExchangeEndpoints.updateExchangeCode, {
      params: { exchangeCodeKey: exchange.exchangeCodeKey },
      body: { title: exchange.title, description: exchange.description, availableCount: -1, couponKeys: [couponFixtures.published, coupon.couponKey], version: exchange.version },
    });
    await client.call(adminCouponExchangeEndpoints.changeExchangeCodeStatus, {
      params: { exchangeCodeKey: exchange.exchangeCodeKey },
      body: { status: 'INACTIVE', version: more.version },
    });
    await client.call(adminMemberEndpoints.deleteGroup, { params: { groupKey: seededMemberGroups.beta.groupKey } });

    const history = await client.call(adminHistoryEndpoints.changes, { query: { size: ADMIN_PAGE_SIZE_MAX } });
    const entries = history.items.map(shown);
    const codes = labelledCodes();
    const rawValues = entries.flatMap((entry) => entry.fields.flatMap((field) => field.values)).filter((value) => codes.has(value));
    expect(rawValues).toEqual([]);
    const unlabelled = entries.flatMap((entry) => entry.fields.map((field) => field.label)).filter((label) => !hangul.test(label));
    expect(unlabelled).toEqual([]);
    const keys = entries.flatMap((entry) => entry.fields.flatMap((field) => field.values)).filter((value) => /\b(cpn|job)-/.test(value));
    expect(keys).toEqual([]);

    // What the coupon and the exchange code read, as their screens say it.
    const byLabel = (key: string) => {
      const found = history.items.filter((entry) => entry.record.key === key && entry.action === 'UPDATE').map(shown);
      return new Map(found.flatMap((entry) => entry.fields.map((field) => [field.label, field.values.join(' → ')])));
    };
    const couponFields = byLabel(coupon.couponKey);
    expect(couponFields.get('할인 금액')).toBe('5,000원 → 6,000원');
    expect(couponFields.get('유효 기간')).toBe('발급 후 30일 → 기간 제한 없음');
    expect(couponFields.get('사용 횟수')).toBe('제한 없음 → 3회');
    expect(couponFields.get('상태')).toBe('운영 전 → 운영 중');
    const exchangeFields = byLabel(exchange.exchangeCodeKey);
    expect(exchangeFields.get('교환 가능 횟수')).toBe('3회 → 제한 없음');
    expect(exchangeFields.get('교환 쿠폰')).toContain(coupon.internalTitle);
    expect(exchangeFields.get('상태')).toBe('사용 가능 → 사용 중지');
    expect(history.items.find((entry) => entry.record.key === exchange.exchangeCodeKey && entry.action === 'CREATE')?.record.type).toBe('EXCHANGE_CODE');
    expect(recordTypeWords('EXCHANGE_CODE').name).toBe('교환 코드');
  }, 60_000);

  it('each action has a word of its own: a cancel reads 취소, never 수정 (issue 43)', () => {
    const words = historyActions.map((action) => copy.backofficeHistory.actions[action]);
    expect(new Set(words).size).toBe(historyActions.length);
    expect(copy.backofficeHistory.actions.CANCEL).toBe('취소');
  });

  it('a scheduled text cancelled reads "문자 발송 요청 ‘예약 문자 · 1명 · …’ 취소", its status 예약됨 → 취소됨 (issue 43)', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const client = contractClient(server.baseUrl, token, new Set());
    const scheduled = await client.call(adminMessageEndpoints.send, {
      body: {
        kind: 'TEXT',
        body: '[클라쓰] 내일 특강은 취소돼요.',
        senderNumber: '1588-1234',
        people: { source: 'LIST', accountKeys: ['acc-member-00010'] },
        sendAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
        nightConfirmed: false,
      },
    });
    await client.call(adminMessageEndpoints.cancel, { params: { requestKey: scheduled.requestKey } });
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['MESSAGE_REQUEST'], recordKey: scheduled.requestKey } });
    const cancel = history.items.find((entry) => entry.action === 'CANCEL');
    if (!cancel) throw new Error('no cancel recorded');
    const title = copy.backofficeHistory.entryTitle(recordTypeWords('MESSAGE_REQUEST'), cancel.record.label, cancel.action);
    expect(title).toMatch(/^문자 발송 요청 ‘예약 문자 · 1명 · \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}’ 취소$/);
    expect(shown(cancel).fields).toEqual([{ label: '상태', values: ['예약됨', '취소됨'] }]);
    // Its scheduling stays a creation: only the cancel changed its word.
    expect(history.items.map((entry) => entry.action).sort()).toEqual(['CANCEL', 'CREATE']);
  }, 60_000);
});
