/**
 * The COUPON area's section navigation (declared in area.tsx, drawn by AreaSectionNav under a
 * coupon page's header): the coupon specifications and the exchange codes. The specifications'
 * tab is current on its own list only.
 */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';

const text = copy.backofficeCouponSections;

export const couponSections: AreaSections = {
  label: text.navLabel,
  items: [
    { id: 'specs', label: text.specs, to: '', end: true },
    { id: 'exchangeCodes', label: text.exchangeCodes, to: 'exchange-codes' },
  ],
};
