/**
 * The coupon area's errors: the specifications' and the exchange codes' codes (adminCouponRules.ts,
 * adminCouponExchangeRules.ts), thrown as the engine's AreaMockError.
 */
import { couponErrorCodes, type CouponErrorName } from '@app/shared/api/contract/adminCouponRules';
import { exchangeErrorCodes, type ExchangeErrorName } from '@app/shared/api/contract/adminCouponExchangeRules';
import { AreaMockError } from '@mocks/engine/AreaMockError';

const areaErrorCodes = { ...couponErrorCodes, ...exchangeErrorCodes };

export function couponError(name: CouponErrorName | ExchangeErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(areaErrorCodes[name], message, data);
}
