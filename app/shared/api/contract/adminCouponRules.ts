/**
 * The coupon rules both sides hold (backoffice.md §4 coupon status, §5 coupon rules, §9 amount max
 * and days; issue 30): the status/action table, what an edit may change in each status, the §5
 * bounds with their Korean messages, how a validity is written (`30d`, `-1d` for none), the
 * status words, and the area's error codes. One framework-free module without zod, so the screens
 * (which offer exactly the actions a status allows and say each rule at its field) and the mock
 * (which refuses anything else with the same words) read the same table, and a production page
 * pays nothing for the contract's schemas.
 *
 * The lifecycle (§4): a new specification is CREATED (not operating); operating it makes it
 * PUBLISHED (operating: it can be issued and used); stopping it makes it UNPUBLISHED — final,
 * no action offered any more, not even an edit. Neither step can be taken back, so the screen
 * confirms the stop and says so. A stale action (another tab stopped it first) is refused with
 * 409 `coupon.transition.not_allowed`, never applied silently.
 */

export const couponStatuses = ['CREATED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export const couponTypes = ['PERCENT', 'AMOUNT'] as const;
export type CouponType = (typeof couponTypes)[number];

/**
 * What an operator may do to a specification (ADD_CODES: a code specification and its generation
 * job; ISSUE: an issue job giving it to people).
 */
export const couponActions = ['EDIT', 'OPERATE', 'STOP', 'ADD_CODES', 'ISSUE'] as const;
export type CouponAction = (typeof couponActions)[number];

/** The status each transition takes a specification to (EDIT keeps it). */
export const couponActionTarget = {
  OPERATE: 'PUBLISHED',
  STOP: 'UNPUBLISHED',
} as const satisfies Record<Exclude<CouponAction, 'EDIT' | 'ADD_CODES' | 'ISSUE'>, CouponStatus>;

/**
 * §4: CREATED can be operated; PUBLISHED can be stopped; UNPUBLISHED is final (no action). Both
 * live statuses may be edited and get codes (a coupon is often prepared with its codes, then
 * operated); only an operating one is issued to people; a stopped one nothing.
 */
const couponTransitions: Record<CouponStatus, readonly CouponAction[]> = {
  CREATED: ['EDIT', 'OPERATE', 'ADD_CODES'],
  PUBLISHED: ['EDIT', 'STOP', 'ADD_CODES', 'ISSUE'],
  UNPUBLISHED: [],
};

export function allowedCouponActions(status: CouponStatus): readonly CouponAction[] {
  return couponTransitions[status];
}

export function canApplyCouponAction(status: CouponStatus, action: CouponAction): boolean {
  return couponTransitions[status].includes(action);
}

/** Every action is irreversible here (§4 gives no way back), so none gets an undo window. */
export function isCouponActionFinal(action: CouponAction): boolean {
  return action === 'STOP';
}

/** The fields a specification's form edits. */
export const couponFields = ['internalTitle', 'description', 'type', 'percent', 'amount', 'period', 'usablePeriod', 'limitUseCount', 'memo'] as const;
export type CouponField = (typeof couponFields)[number];

/**
 * What an edit may change: everything while CREATED; once PUBLISHED the coupon may be held and
 * used, so its terms (type, discount, validity, use limit) are locked and only the names and the
 * memo change (chosen here: the spec does not say; a holder keeps the terms they were given);
 * UNPUBLISHED nothing.
 */
const editableFields: Record<CouponStatus, readonly CouponField[]> = {
  CREATED: couponFields,
  PUBLISHED: ['internalTitle', 'description', 'memo'],
  UNPUBLISHED: [],
};

export function couponEditableFields(status: CouponStatus): readonly CouponField[] {
  return editableFields[status];
}

// ---- §5 bounds -------------------------------------------------------------------------------

export const COUPON_TITLE_MIN = 3;
export const COUPON_TITLE_MAX = 30;
export const COUPON_DESCRIPTION_MIN = 3;
export const COUPON_DESCRIPTION_MAX = 30;
export const COUPON_MEMO_MAX = 300;
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;
export const COUPON_AMOUNT_MIN = 1;
/** §9 "Coupon amount max 10,000,000". */
export const COUPON_AMOUNT_MAX = 10_000_000;
export const COUPON_DAYS_MIN = 1;
/** §9 "days 365". */
export const COUPON_DAYS_MAX = 365;
/** `-1` (§3 limitUseCount): no limit. */
export const UNLIMITED_USE = -1;
/** The largest use limit a form accepts (chosen here; the spec gives only `-1` for none). */
export const COUPON_USE_LIMIT_MAX = 9_999;
/** §3 period "-1d means none". */
export const NO_PERIOD = '-1d';

/** The §5 messages, at the field; the copy reads them from here (imports run one way). */
export const couponRuleMessages = {
  percent: `할인율은 ${COUPON_PERCENT_MIN}~${COUPON_PERCENT_MAX} 사이의 정수로 입력해 주세요.`,
  amount: `할인 금액은 ${COUPON_AMOUNT_MIN}원부터 ${COUPON_AMOUNT_MAX.toLocaleString('ko-KR')}원까지 정수로 입력해 주세요.`,
  days: `유효 기간은 ${COUPON_DAYS_MIN}~${COUPON_DAYS_MAX}일 사이로 입력해 주세요.`,
  periodRequired: '사용 기간의 시작일과 종료일을 입력해 주세요.',
  periodOrder: '종료일은 시작일과 같거나 이후여야 해요.',
  useLimit: `사용 횟수는 1~${COUPON_USE_LIMIT_MAX.toLocaleString('ko-KR')}회 사이의 정수로 입력해 주세요.`,
  /** A term changed on a specification whose status locks it (couponEditableFields). */
  locked: '운영 중인 쿠폰은 이 항목을 바꿀 수 없어요.',
} as const;

/** An integer between `min` and `max`, or null (a text that is not one). */
function integerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** §5 percent 1–100: the message, or null when it holds. */
export function percentProblem(value: number): string | null {
  return integerIn(value, COUPON_PERCENT_MIN, COUPON_PERCENT_MAX) ? null : couponRuleMessages.percent;
}

/** §5 amount: an integer from 1 to 10,000,000 won. */
export function amountProblem(value: number): string | null {
  return integerIn(value, COUPON_AMOUNT_MIN, COUPON_AMOUNT_MAX) ? null : couponRuleMessages.amount;
}

/** §5 validity days 1–365. */
export function daysProblem(value: number): string | null {
  return integerIn(value, COUPON_DAYS_MIN, COUPON_DAYS_MAX) ? null : couponRuleMessages.days;
}

/** `-1` (unlimited) or 1..COUPON_USE_LIMIT_MAX. */
export function useLimitProblem(value: number): string | null {
  return value === UNLIMITED_USE || integerIn(value, 1, COUPON_USE_LIMIT_MAX) ? null : couponRuleMessages.useLimit;
}

/** A usable period of Seoul days (`2026-12-01`): both given, the end not before the start. */
export function usablePeriodProblem(startDay: string, endDay: string): string | null {
  if (!startDay || !endDay) return couponRuleMessages.periodRequired;
  return endDay >= startDay ? null : couponRuleMessages.periodOrder;
}

/** `30d` for 30 days from issue. */
export function daysToPeriod(days: number): string {
  return `${days}d`;
}

/** The days a period string names; null for `-1d` (none) or a string that is not `Nd`. */
export function periodDays(period: string): number | null {
  const match = /^(-?\d+)d$/.exec(period);
  if (!match) return null;
  const days = Number(match[1]);
  return days > 0 ? days : null;
}

/** A period as stored: `Nd` with N in 1..365, or `-1d`. */
export function isValidPeriod(period: string): boolean {
  if (period === NO_PERIOD) return true;
  const days = periodDays(period);
  return days !== null && daysProblem(days) === null;
}

// ---- words both sides write ------------------------------------------------------------------

/** §4 status words: the list, the detail, and any file the mock writes. */
export const couponStatusNames: Record<CouponStatus, string> = {
  CREATED: '운영 전',
  PUBLISHED: '운영 중',
  UNPUBLISHED: '운영 종료',
};

export const couponTypeNames: Record<CouponType, string> = {
  PERCENT: '정률 할인',
  AMOUNT: '정액 할인',
};

// ---- error codes -----------------------------------------------------------------------------

/**
 * The coupon area's error codes, with the HTTP status the contract chose (the spec's §8 names no
 * coupon code). Kept here rather than in the shared catalogue (errors.ts), so adding the area
 * touches no other area's file; the mock answers them in the one `{status, code, message, data}`
 * shape.
 */
export const couponErrorCodes = {
  /**
   * An action the specification's status does not allow now (operate an operating coupon, stop a
   * stopped one: another tab acted first); `data.status` (now) and `data.allowed`.
   */
  couponTransitionNotAllowed: { code: 'coupon.transition.not_allowed', status: 409 },
  /** An edit based on a version that is no longer the current one; `data.version`, `data.status`. */
  couponVersionConflict: { code: 'coupon.version.conflict', status: 409 },
  /** An edit changing a field its status locks (couponEditableFields); `data.fields`, `data.status`. */
  couponFieldLocked: { code: 'coupon.update.locked', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

export type CouponErrorName = keyof typeof couponErrorCodes;
