/**
 * Korean copy of the COUPON area's section navigation, and the member list's bulk action that
 * issues a coupon to the selection. A module of its own because the area's declaration
 * (coupons/area.tsx) and the member list are part of the back-office's first download: the coupon
 * screens' whole copy would otherwise come with these words.
 */
export const backofficeCouponSectionsCopy = {
  navLabel: '쿠폰 메뉴',
  specs: '쿠폰',
  exchangeCodes: '교환 코드',
  fromMembers: '쿠폰 발급',
};
