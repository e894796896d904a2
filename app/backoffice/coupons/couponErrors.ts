/**
 * Reading a failed coupon call: which of the area's codes it is (adminCouponRules.ts, adminCouponExchangeRules.ts), and the
 * field issues of a refused body (400 `request.invalid`, `data.issues` `{path, message}` in the
 * form's own words), so the screens say a stale action or version and put a server's rule under
 * its field.
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { couponErrorCodes, type CouponErrorName } from '@app/shared/api/contract/adminCouponRules';
import { exchangeErrorCodes, type ExchangeErrorName } from '@app/shared/api/contract/adminCouponExchangeRules';

/** The area's codes: the specifications' and the exchange codes'. */
const areaErrorCodes = { ...couponErrorCodes, ...exchangeErrorCodes };

export function isCouponError(error: unknown, name: CouponErrorName | ExchangeErrorName): boolean {
  return isApiError(error) && error.code === areaErrorCodes[name].code;
}

export interface FieldIssue {
  path: string;
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && path !== '' && typeof message === 'string';
}

export function fieldIssues(error: unknown): FieldIssue[] {
  if (!isApiError(error) || error.code !== 'request.invalid') return [];
  const issues = error.data?.issues;
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
}
