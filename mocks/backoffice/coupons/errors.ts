/**
 * The coupon area's errors (`couponErrorCodes`, adminCouponRules.ts) thrown like any MockError:
 * `handle` answers them in the one `{status, code, message, data}` shape with their own status
 * and code. The area's codes live in its contract file, not the shared catalogue (errors.ts), so a
 * subclass carries them; its inherited `errorName` (`badRequest`) is there only for the base
 * class's sake and is never what the answer says: `status` and `code` are the coupon code's.
 */
import { couponErrorCodes, type CouponErrorName } from '@app/shared/api/contract/adminCouponRules';
import { exchangeErrorCodes, type ExchangeErrorName } from '@app/shared/api/contract/adminCouponExchangeRules';
import { MockError } from '@mocks/engine/MockError';

/** The area's codes: the specifications' and the exchange codes'. */
const areaErrorCodes = { ...couponErrorCodes, ...exchangeErrorCodes };

export class CouponMockError extends MockError {
  readonly couponError: CouponErrorName | ExchangeErrorName;

  constructor(name: CouponErrorName | ExchangeErrorName, message: string, data: Record<string, unknown> | null = null) {
    super('badRequest', message, data);
    this.couponError = name;
  }

  override get status(): number {
    return areaErrorCodes[this.couponError].status;
  }

  override get code(): string {
    return areaErrorCodes[this.couponError].code;
  }
}
