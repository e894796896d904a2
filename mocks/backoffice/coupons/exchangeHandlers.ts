/**
 * Exchange code handlers (`/rest/coupon/admin/tenant/exchange-codes…`, adminCouponExchange.ts):
 * the cursor slice newest first, the detail with its coupons read from the specifications (a
 * coupon stopped since shows as stopped), create (a WORD code checked against every code of the
 * tenant, a RANDOM one drawn from the same generator as coupon codes), edit and status change from
 * the version they were based on. Every change is in the change history (record type COUPON, the
 * area's one type).
 */
import {
  adminCouponExchangeEndpoints,
  type ExchangeCode,
  type ExchangeCodeFilter,
  type ExchangeCodeSummary,
  type RedeemableCoupon,
} from '@app/shared/api/contract/adminCouponExchange';
import { isRedeemableCouponStatus } from '@app/shared/api/contract/adminCouponExchangeRules';
import { RANDOM_CODE_LENGTH, RANDOM_MARK } from '@app/shared/api/contract/adminCouponCodeRules';
import type { HttpHandler } from 'msw';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, by, oneOf, orderBy, sliceAfter, type Predicate } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import { createCodeSource } from './codeGenerator';
import { takenCodes } from './codeIndex';
import type { CouponSpecRecord, ExchangeCodeRecord } from './collections';
import { couponError } from './errors';

function exchangeFilter(filter: ExchangeCodeFilter): Predicate<ExchangeCodeRecord> | undefined {
  const q = filter.q?.trim().toLowerCase();
  return allOf<ExchangeCodeRecord>(
    oneOf((exchange) => exchange.status, filter.status as ExchangeCodeRecord['status'][] | undefined),
    q ? (exchange) => exchange.code.toLowerCase() === q || exchange.title.toLowerCase().includes(q) : undefined,
  );
}

/** Newest first, then the key descending: the reverse of the array's order. */
const listOrder = orderBy<ExchangeCodeRecord>(
  by((exchange) => exchange.createdAt, 'desc'),
  by((exchange) => exchange.exchangeCodeKey, 'desc'),
);

function matchingExchangeCodes(filter: ExchangeCodeFilter): ExchangeCodeRecord[] {
  const where = exchangeFilter(filter);
  const all = db.couponExchangeCodes.all();
  const rows: ExchangeCodeRecord[] = [];
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const exchange = all[index];
    if (exchange && (!where || where(exchange))) rows.push(exchange);
  }
  return rows;
}

function toSummary(exchange: ExchangeCodeRecord): ExchangeCodeSummary {
  return {
    exchangeCodeKey: exchange.exchangeCodeKey,
    code: exchange.code,
    type: exchange.type,
    title: exchange.title,
    status: exchange.status,
    availableCount: exchange.availableCount,
    redeemedCount: exchange.redeemedCount,
    couponCount: exchange.couponKeys.length,
    createdAt: exchange.createdAt,
  };
}

function findCoupon(couponKey: string): CouponSpecRecord | undefined {
  return db.couponSpecs.findFirst((q) => q.where({ couponKey })) ?? undefined;
}

function toRedeemable(coupon: CouponSpecRecord): RedeemableCoupon {
  const { couponKey, internalTitle, status, type, percent, amount } = coupon;
  return { couponKey, internalTitle, status, type, percent, amount };
}

function toDetail(exchange: ExchangeCodeRecord): ExchangeCode {
  const { couponKeys, ...rest } = exchange;
  const coupons = couponKeys.flatMap((couponKey) => {
    const coupon = findCoupon(couponKey);
    return coupon ? [toRedeemable(coupon)] : [];
  });
  return { ...rest, couponCount: couponKeys.length, redeemableCoupons: coupons };
}

function requireExchange(exchangeCodeKey: string): ExchangeCodeRecord {
  const exchange = db.couponExchangeCodes.findFirst((q) => q.where({ exchangeCodeKey }));
  if (!exchange) throw new MockError('notFound', '교환 코드를 찾을 수 없어요.', { exchangeCodeKey });
  return exchange;
}

/** Every coupon exists and may still run; else 409 with the keys that may not. */
function requireRedeemable(couponKeys: readonly string[]): void {
  const refused = couponKeys.filter((couponKey) => {
    const coupon = findCoupon(couponKey);
    return !coupon || !isRedeemableCouponStatus(coupon.status);
  });
  if (refused.length > 0) {
    throw couponError('exchangeCouponNotRedeemable', '운영이 종료되었거나 없는 쿠폰이 있어요.', { couponKeys: refused });
  }
}

function requireVersion(exchange: ExchangeCodeRecord, version: number): void {
  if (version !== exchange.version) {
    throw couponError('exchangeVersionConflict', '다른 곳에서 먼저 바뀐 교환 코드예요.', { version: exchange.version, status: exchange.status });
  }
}

/** The code a new exchange code gets: its WORD when no other code of the tenant is it, or a fresh random one. */
function claimCode(type: ExchangeCodeRecord['type'], word: string | null): string {
  const taken = takenCodes();
  if (type === 'WORD') {
    const code = word ?? '';
    if (taken.has(code)) throw couponError('exchangeCodeTaken', '이미 있는 코드예요.', { field: 'code' });
    taken.add(code);
    return code;
  }
  const [code] = createCodeSource(RANDOM_MARK.repeat(RANDOM_CODE_LENGTH), taken).take(1);
  if (!code) throw new MockError('serverError', '무작위 코드를 만들지 못했어요.');
  return code;
}

function historyState(exchange: Pick<ExchangeCodeRecord, 'status' | 'title' | 'description' | 'availableCount' | 'couponKeys'>) {
  return {
    status: exchange.status,
    title: exchange.title,
    description: exchange.description,
    availableCount: exchange.availableCount,
    // The coupons by their names, as the detail shows them (a key means nothing to a person).
    coupons: exchange.couponKeys.map((couponKey) => db.couponSpecs.findFirst((q) => q.where({ couponKey }))?.internalTitle ?? couponKey),
  };
}

function nextExchangeKey(): string {
  return `exc-${String(db.couponExchangeCodes.count() + 1).padStart(4, '0')}`;
}

export const adminCouponExchangeHandlers = {
  exchangeCodes: handle(adminCouponExchangeEndpoints.exchangeCodes, ({ query }) => {
    const rows = matchingExchangeCodes(query);
    const slice = sliceAfter(
      rows,
      {
        cursor: query.cursor,
        size: query.size,
        key: (exchange) => exchange.exchangeCodeKey,
        resume: { find: (exchangeCodeKey) => db.couponExchangeCodes.findFirst((q) => q.where({ exchangeCodeKey })), order: listOrder },
      },
      toSummary,
    );
    if (!slice) throw new MockError('badRequest', '목록 위치가 올바르지 않아요.', { field: 'cursor' });
    return { ...slice, totals: { count: rows.length } };
  }),

  exchangeCode: handle(adminCouponExchangeEndpoints.exchangeCode, ({ params }) => toDetail(requireExchange(params.exchangeCodeKey))),

  createExchangeCode: handle(adminCouponExchangeEndpoints.createExchangeCode, async ({ body, auth }) => {
    requireRedeemable(body.couponKeys);
    const at = new Date(settings.now()).toISOString();
    const exchange = await db.couponExchangeCodes.create({
      exchangeCodeKey: nextExchangeKey(),
      code: claimCode(body.type, body.code),
      type: body.type,
      title: body.title,
      description: body.description,
      status: 'ACTIVE',
      availableCount: body.availableCount,
      redeemedCount: 0,
      couponKeys: body.couponKeys,
      version: 1,
      createdAt: at,
      updatedAt: at,
      createdBy: actorOf(auth),
    });
    await recordChange({
      actor: auth,
      recordType: 'EXCHANGE_CODE',
      recordKey: exchange.exchangeCodeKey,
      recordLabel: exchange.title,
      action: 'CREATE',
      before: null,
      after: { code: exchange.code, ...historyState(exchange) },
    });
    return toDetail(exchange);
  }),

  updateExchangeCode: handle(adminCouponExchangeEndpoints.updateExchangeCode, async ({ params, body, auth }) => {
    const exchange = requireExchange(params.exchangeCodeKey);
    requireVersion(exchange, body.version);
    // Only coupons newly added must be able to run: one stopped since may stay (it hands out nothing new).
    requireRedeemable(body.couponKeys.filter((couponKey) => !exchange.couponKeys.includes(couponKey)));
    const updated = await db.couponExchangeCodes.update((q) => q.where({ exchangeCodeKey: exchange.exchangeCodeKey }), {
      data(draft) {
        draft.title = body.title;
        draft.description = body.description;
        draft.availableCount = body.availableCount;
        draft.couponKeys = body.couponKeys;
        draft.version = exchange.version + 1;
        draft.updatedAt = new Date(settings.now()).toISOString();
      },
    });
    const next = updated ?? exchange;
    await recordChange({
      actor: auth,
      recordType: 'EXCHANGE_CODE',
      recordKey: exchange.exchangeCodeKey,
      recordLabel: next.title,
      action: 'UPDATE',
      before: historyState(exchange),
      after: historyState(next),
    });
    return toDetail(next);
  }),

  changeExchangeCodeStatus: handle(adminCouponExchangeEndpoints.changeExchangeCodeStatus, async ({ params, body, auth }) => {
    const exchange = requireExchange(params.exchangeCodeKey);
    requireVersion(exchange, body.version);
    if (body.status === exchange.status) return toDetail(exchange);
    const updated = await db.couponExchangeCodes.update((q) => q.where({ exchangeCodeKey: exchange.exchangeCodeKey }), {
      data(draft) {
        draft.status = body.status;
        draft.version = exchange.version + 1;
        draft.updatedAt = new Date(settings.now()).toISOString();
      },
    });
    await recordChange({
      actor: auth,
      recordType: 'EXCHANGE_CODE',
      recordKey: exchange.exchangeCodeKey,
      recordLabel: exchange.title,
      action: 'UPDATE',
      before: { status: exchange.status },
      after: { status: body.status },
    });
    return toDetail(updated ?? exchange);
  }),
} satisfies Record<string, HttpHandler>;
