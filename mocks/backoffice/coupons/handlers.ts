/**
 * Coupon specification handlers (`/rest/coupon/admin/tenant/coupon-specs…`, adminCoupon.ts): the
 * cursor slice newest first with the count of every match, the detail, create, edit (from the
 * version it was based on), operate and stop — each action checked against the one status table
 * the screens read (adminCouponRules.ts), so a stale action answers 409
 * `coupon.transition.not_allowed` and nothing changes. Every change is in the change history.
 *
 * The list walks the collection's array from its end (it is kept oldest first, collections.ts) in
 * one pass: no sort, no copy beyond the matching rows.
 */
import {
  adminCouponEndpoints,
  type CouponSpecBody,
  type CouponSpecFilter,
  type CouponSpecSummary,
} from '@app/shared/api/contract/adminCoupon';
import {
  allowedCouponActions,
  canApplyCouponAction,
  couponActionTarget,
  couponEditableFields,
  couponFields,
  type CouponField,
} from '@app/shared/api/contract/adminCouponRules';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, between, by, oneOf, orderBy, sliceAfter, type Predicate } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { CouponSpecRecord } from './collections';
import { couponError } from './errors';
import { issuedCountOf, usedCountOf, withUsage } from './usage';

/** The filter as one predicate; `q` is a coupon key, or part of the internal title. */
export function couponFilter(filter: CouponSpecFilter): Predicate<CouponSpecRecord> | undefined {
  const q = filter.q?.trim().toLowerCase();
  return allOf<CouponSpecRecord>(
    oneOf((coupon) => coupon.status, filter.status as CouponSpecRecord['status'][] | undefined),
    oneOf((coupon) => coupon.type, filter.type as CouponSpecRecord['type'][] | undefined),
    between((coupon) => coupon.createdAt, { min: filter.createdFrom, max: filter.createdTo }),
    q ? (coupon) => coupon.couponKey.toLowerCase() === q || coupon.internalTitle.toLowerCase().includes(q) : undefined,
  );
}

/** Newest first, then the key descending: the reverse of the array's order. */
const listOrder = orderBy<CouponSpecRecord>(
  by((coupon) => coupon.createdAt, 'desc'),
  by((coupon) => coupon.couponKey, 'desc'),
);

/** The matching records newest first (the array read from its end). */
export function matchingCoupons(filter: CouponSpecFilter): CouponSpecRecord[] {
  const where = couponFilter(filter);
  const all = db.couponSpecs.all();
  const rows: CouponSpecRecord[] = [];
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const coupon = all[index];
    if (coupon && (!where || where(coupon))) rows.push(coupon);
  }
  return rows;
}

function toSummary(coupon: CouponSpecRecord): CouponSpecSummary {
  return {
    couponKey: coupon.couponKey,
    status: coupon.status,
    internalTitle: coupon.internalTitle,
    type: coupon.type,
    percent: coupon.percent,
    amount: coupon.amount,
    period: coupon.period,
    usablePeriod: coupon.usablePeriod,
    limitUseCount: coupon.limitUseCount,
    issuedCount: issuedCountOf(coupon.couponKey),
    usedCount: usedCountOf(coupon.couponKey),
    createdAt: coupon.createdAt,
  };
}

function requireCoupon(couponKey: string): CouponSpecRecord {
  const coupon = db.couponSpecs.findFirst((q) => q.where({ couponKey }));
  if (!coupon) throw new MockError('notFound', '쿠폰을 찾을 수 없어요.', { couponKey });
  return coupon;
}

/** What the history records of a specification: its status and terms. */
function historyState(coupon: Pick<CouponSpecRecord, CouponField | 'status'>) {
  return {
    status: coupon.status,
    internalTitle: coupon.internalTitle,
    description: coupon.description,
    type: coupon.type,
    percent: coupon.percent,
    amount: coupon.amount,
    period: coupon.period,
    usablePeriod: coupon.usablePeriod,
    limitUseCount: coupon.limitUseCount,
    memo: coupon.memo,
  };
}

function nextCouponKey(): string {
  return `cpn-${String(db.couponSpecs.count() + 1).padStart(5, '0')}`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function transition(auth: AccessClaims | null, couponKey: string, action: 'OPERATE' | 'STOP') {
  const coupon = requireCoupon(couponKey);
  if (!canApplyCouponAction(coupon.status, action)) {
    throw couponError(
      'couponTransitionNotAllowed',
      action === 'STOP' ? '운영 중인 쿠폰만 종료할 수 있어요. 이미 종료됐거나 아직 운영 전이에요.' : '운영 전인 쿠폰만 운영을 시작할 수 있어요.',
      { status: coupon.status, allowed: allowedCouponActions(coupon.status) },
    );
  }
  const status = couponActionTarget[action];
  const updated = await db.couponSpecs.update((q) => q.where({ couponKey }), {
    data(draft) {
      draft.status = status;
      draft.version = coupon.version + 1;
      draft.updatedAt = new Date(settings.now()).toISOString();
    },
  });
  await recordChange({
    actor: auth,
    recordType: 'COUPON',
    recordKey: couponKey,
    recordLabel: coupon.internalTitle,
    action: 'UPDATE',
    before: { status: coupon.status },
    after: { status },
  });
  return withUsage(updated ?? coupon);
}

export const adminCouponHandlers = {
  couponSpecs: handle(adminCouponEndpoints.couponSpecs, ({ query }) => {
    const rows = matchingCoupons(query);
    const slice = sliceAfter(
      rows,
      {
        cursor: query.cursor,
        size: query.size,
        key: (coupon) => coupon.couponKey,
        resume: { find: (couponKey) => db.couponSpecs.findFirst((q) => q.where({ couponKey })), order: listOrder },
      },
      toSummary,
    );
    if (!slice) throw new MockError('badRequest', '목록 위치가 올바르지 않아요. 처음부터 다시 불러와 주세요.', { field: 'cursor' });
    return { ...slice, totals: { count: rows.length } };
  }),

  couponSpec: handle(adminCouponEndpoints.couponSpec, ({ params }) => withUsage(requireCoupon(params.couponKey))),

  createCouponSpec: handle(adminCouponEndpoints.createCouponSpec, async ({ body, auth }) => {
    const at = new Date(settings.now()).toISOString();
    const coupon = await db.couponSpecs.create({
      ...body,
      couponKey: nextCouponKey(),
      status: 'CREATED',
      createdAt: at,
      updatedAt: at,
      version: 1,
      createdBy: actorOf(auth),
    });
    await recordChange({
      actor: auth,
      recordType: 'COUPON',
      recordKey: coupon.couponKey,
      recordLabel: coupon.internalTitle,
      action: 'CREATE',
      before: null,
      after: historyState(coupon),
    });
    return withUsage(coupon);
  }),

  updateCouponSpec: handle(adminCouponEndpoints.updateCouponSpec, async ({ params, body, auth }) => {
    const coupon = requireCoupon(params.couponKey);
    if (!canApplyCouponAction(coupon.status, 'EDIT')) {
      throw couponError('couponTransitionNotAllowed', '운영이 끝난 쿠폰은 수정할 수 없어요.', {
        status: coupon.status,
        allowed: allowedCouponActions(coupon.status),
      });
    }
    if (body.version !== coupon.version) {
      throw couponError('couponVersionConflict', '다른 곳에서 먼저 수정된 쿠폰이에요.', { version: coupon.version, status: coupon.status });
    }
    const { version: _version, ...terms } = body;
    const editable = couponEditableFields(coupon.status);
    const locked = couponFields.filter((field) => !editable.includes(field) && !sameValue(terms[field], coupon[field]));
    if (locked.length > 0) {
      throw couponError('couponFieldLocked', '운영 중인 쿠폰은 할인 조건을 바꿀 수 없어요.', { fields: locked, status: coupon.status });
    }
    const next: CouponSpecBody = terms;
    const updated = await db.couponSpecs.update((q) => q.where({ couponKey: coupon.couponKey }), {
      data(draft) {
        Object.assign(draft, next);
        draft.version = coupon.version + 1;
        draft.updatedAt = new Date(settings.now()).toISOString();
      },
    });
    const after = updated ?? coupon;
    await recordChange({
      actor: auth,
      recordType: 'COUPON',
      recordKey: coupon.couponKey,
      recordLabel: after.internalTitle,
      action: 'UPDATE',
      before: historyState(coupon),
      after: historyState(after),
    });
    return withUsage(after);
  }),

  operateCouponSpec: handle(adminCouponEndpoints.operateCouponSpec, ({ params, auth }) => transition(auth, params.couponKey, 'OPERATE')),

  stopCouponSpec: handle(adminCouponEndpoints.stopCouponSpec, ({ params, auth }) => transition(auth, params.couponKey, 'STOP')),
} satisfies Record<keyof typeof adminCouponEndpoints, HttpHandler>;
