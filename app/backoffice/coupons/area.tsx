/**
 * The COUPON area (`/admin/coupons…`): the specification list, a new specification, one
 * specification's detail with the actions its status allows, and its edit form. Every screen is
 * its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'COUPON',
  routes: [
    { index: true, element: lazyPage(() => import('./CouponsPage'), 'CouponsPage') },
    { path: 'new', element: lazyPage(() => import('./CouponFormPage'), 'NewCouponPage') },
    { path: ':couponKey', element: lazyPage(() => import('./CouponDetailPage'), 'CouponDetailPage') },
    { path: ':couponKey/edit', element: lazyPage(() => import('./CouponFormPage'), 'EditCouponPage') },
  ],
});
