/**
 * Reading a failed coupon call: which of the area's codes it is (adminCouponRules.ts,
 * adminCouponExchangeRules.ts), so the screens say a stale action or version. (A refused body's
 * field issues: `app/shared/api/client/fieldIssues.ts`.)
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { couponErrorCodes, type CouponErrorName } from '@app/shared/api/contract/adminCouponRules';
import { exchangeErrorCodes, type ExchangeErrorName } from '@app/shared/api/contract/adminCouponExchangeRules';

/** The area's codes: the specifications' and the exchange codes'. */
const areaErrorCodes = { ...couponErrorCodes, ...exchangeErrorCodes };

export function isCouponError(error: unknown, name: CouponErrorName | ExchangeErrorName): boolean {
  return isApiError(error) && error.code === areaErrorCodes[name].code;
}
