/** Where the coupon screens live under the COUPON area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../access/areas';

export const couponsPath = (): string => areaById('COUPON').path;
export const newCouponPath = (): string => `${couponsPath()}/new`;
export const couponPath = (couponKey: string): string => `${couponsPath()}/${encodeURIComponent(couponKey)}`;
export const editCouponPath = (couponKey: string): string => `${couponPath(couponKey)}/edit`;
