/**
 * The exchange code rules both sides hold (backoffice.md §3 "Exchange code: title, description,
 * availableCount (-1 unlimited), redeemableCoupons, status, type", §4 "Codes are ACTIVE or
 * INACTIVE", §5 coupon word code and title / description lengths; issue 30). Schema-free, so the
 * form and the mock refuse the same things in the same words.
 *
 * An exchange code is one code a learner types to receive a bundle of coupons. The spec names a
 * `type` without its values; here it is how the code is made, as for coupon codes: WORD (the
 * operator's own word, §5 3–16 Korean / letters / digits) or RANDOM (the server draws one). It can
 * be redeemed `availableCount` times in all (-1: no limit). Turning a code off and on again is
 * reversible (the screens offer undo); a redeemable coupon must not have stopped operating.
 */
import { COUPON_DESCRIPTION_MAX, COUPON_DESCRIPTION_MIN, COUPON_TITLE_MAX, COUPON_TITLE_MIN, type CouponStatus } from './adminCouponRules';
import { codeStatuses, type CodeStatus } from './adminCouponCodeRules';

export const exchangeCodeTypes = ['WORD', 'RANDOM'] as const;
export type ExchangeCodeType = (typeof exchangeCodeTypes)[number];

export const exchangeCodeStatuses = codeStatuses;
export type ExchangeCodeStatus = CodeStatus;

export const EXCHANGE_TITLE_MIN = COUPON_TITLE_MIN;
export const EXCHANGE_TITLE_MAX = COUPON_TITLE_MAX;
export const EXCHANGE_DESCRIPTION_MIN = COUPON_DESCRIPTION_MIN;
export const EXCHANGE_DESCRIPTION_MAX = COUPON_DESCRIPTION_MAX;
/** -1: redeemable without limit. */
export const UNLIMITED_EXCHANGES = -1;
export const EXCHANGE_COUNT_MAX = 1_000_000;
/** Coupons one code hands out: at least one, at most a bundle an operator can still read. */
export const EXCHANGE_COUPONS_MIN = 1;
export const EXCHANGE_COUPONS_MAX = 10;

/** What a status allows: turn a code off, or on again. */
export const exchangeCodeActions = ['ACTIVATE', 'DEACTIVATE'] as const;
export type ExchangeCodeAction = (typeof exchangeCodeActions)[number];

export const exchangeActionTarget: Record<ExchangeCodeAction, ExchangeCodeStatus> = {
  ACTIVATE: 'ACTIVE',
  DEACTIVATE: 'INACTIVE',
};

/** The one action each status allows (the detail shows it; the mock refuses the other). */
export function exchangeActionFor(status: ExchangeCodeStatus): ExchangeCodeAction {
  return status === 'ACTIVE' ? 'DEACTIVATE' : 'ACTIVATE';
}

/** A coupon a code may hand out: any that has not stopped operating (§4 UNPUBLISHED is final). */
export function isRedeemableCouponStatus(status: CouponStatus): boolean {
  return status !== 'UNPUBLISHED';
}

const count = (value: number) => value.toLocaleString('ko-KR');

/** The messages at the field; the copy reads them from here (imports run one way). */
export const exchangeRuleMessages = {
  availableCount: `교환 가능 횟수는 1~${count(EXCHANGE_COUNT_MAX)}회 사이의 정수로 입력해 주세요.`,
  coupons: `교환할 쿠폰을 ${EXCHANGE_COUPONS_MIN}~${EXCHANGE_COUPONS_MAX}개 골라 주세요.`,
  couponTwice: '같은 쿠폰을 두 번 넣을 수 없어요.',
  couponStopped: '운영이 종료된 쿠폰은 교환 코드에 넣을 수 없어요.',
  wordForRandom: '무작위 코드는 코드를 입력하지 않아요.',
} as const;

/** -1 (no limit) or 1..EXCHANGE_COUNT_MAX. */
export function availableCountProblem(value: number): string | null {
  if (value === UNLIMITED_EXCHANGES) return null;
  return Number.isInteger(value) && value >= 1 && value <= EXCHANGE_COUNT_MAX ? null : exchangeRuleMessages.availableCount;
}

/** 1..10 coupons, none twice. */
export function redeemableCouponsProblem(couponKeys: readonly string[]): string | null {
  if (couponKeys.length < EXCHANGE_COUPONS_MIN || couponKeys.length > EXCHANGE_COUPONS_MAX) return exchangeRuleMessages.coupons;
  return new Set(couponKeys).size === couponKeys.length ? null : exchangeRuleMessages.couponTwice;
}

// ---- words both sides write ------------------------------------------------------------------

export const exchangeCodeTypeNames: Record<ExchangeCodeType, string> = {
  WORD: '지정 코드',
  RANDOM: '무작위 코드',
};

// ---- error codes -----------------------------------------------------------------------------

/** The exchange codes' error codes (with their HTTP status), answered in the one error shape. */
export const exchangeErrorCodes = {
  /** A WORD code another exchange code (or a coupon code) already uses; `data.field` is `code`. */
  exchangeCodeTaken: { code: 'coupon.exchange.code_taken', status: 409 },
  /** A redeemable coupon that has stopped operating (or does not exist); `data.couponKeys`. */
  exchangeCouponNotRedeemable: { code: 'coupon.exchange.coupon_not_redeemable', status: 409 },
  /** An edit or a status change based on another version; `data.version`, `data.status`. */
  exchangeVersionConflict: { code: 'coupon.exchange.version_conflict', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

export type ExchangeErrorName = keyof typeof exchangeErrorCodes;
