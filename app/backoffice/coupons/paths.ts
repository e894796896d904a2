/** Where the coupon screens live under the COUPON area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../access/areas';

export const couponsPath = (): string => areaById('COUPON').path;
export const newCouponPath = (): string => `${couponsPath()}/new`;
export const couponPath = (couponKey: string): string => `${couponsPath()}/${encodeURIComponent(couponKey)}`;
export const editCouponPath = (couponKey: string): string => `${couponPath(couponKey)}/edit`;
export const issueCouponPath = (couponKey: string): string => `${couponPath(couponKey)}/issue`;
/** Issuing with the coupon still to choose: where the member list's "쿠폰 발급" leads. */
export const issueChooserPath = (): string => `${couponsPath()}/issue`;
export const exchangeCodesPath = (): string => `${couponsPath()}/exchange-codes`;
export const newExchangeCodePath = (): string => `${exchangeCodesPath()}/new`;
export const exchangeCodePath = (exchangeCodeKey: string): string => `${exchangeCodesPath()}/${encodeURIComponent(exchangeCodeKey)}`;
export const editExchangeCodePath = (exchangeCodeKey: string): string => `${exchangeCodePath(exchangeCodeKey)}/edit`;
export const codeListPath = (couponKey: string, codeSpecKey: string): string => `${couponPath(couponKey)}/codes/${encodeURIComponent(codeSpecKey)}`;
/** Other areas' pages a coupon screen links to (shown as links only to an operator who may open them). */
export const orderPathOf = (orderKey: string): string => `${areaById('ORDER').path}/${encodeURIComponent(orderKey)}`;
export const memberPathOf = (accountKey: string): string => `${areaById('MEMBER').path}/${encodeURIComponent(accountKey)}`;
