/**
 * The COUPON area (`/admin/coupons…`): the specification list, a new specification, one
 * specification's detail with the actions its status allows, its edit form, its issue page
 * (people or a group; `issue` alone chooses the coupon first, for the member list's selection) and a code specification's code list (each code on or off); the exchange
 * codes beside them in the section navigation (list, new, detail, edit). Every screen is its own
 * lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';
import { couponSections } from './sections';

export default defineBackofficeArea({
  id: 'COUPON',
  routes: [
    { index: true, element: lazyPage(() => import('./CouponsPage'), 'CouponsPage') },
    { path: 'new', element: lazyPage(() => import('./CouponFormPage'), 'NewCouponPage') },
    { path: 'issue', element: lazyPage(() => import('./IssueChooserPage'), 'IssueChooserPage') },
    { path: ':couponKey', element: lazyPage(() => import('./CouponDetailPage'), 'CouponDetailPage') },
    { path: ':couponKey/edit', element: lazyPage(() => import('./CouponFormPage'), 'EditCouponPage') },
    { path: ':couponKey/issue', element: lazyPage(() => import('./IssuePage'), 'IssuePage') },
    { path: ':couponKey/codes/:codeSpecKey', element: lazyPage(() => import('./CodeListPage'), 'CodeListPage') },
    { path: 'exchange-codes', element: lazyPage(() => import('./exchange/ExchangeCodesPage'), 'ExchangeCodesPage') },
    { path: 'exchange-codes/new', element: lazyPage(() => import('./exchange/ExchangeCodeFormPage'), 'NewExchangeCodePage') },
    { path: 'exchange-codes/:exchangeCodeKey', element: lazyPage(() => import('./exchange/ExchangeCodeDetailPage'), 'ExchangeCodeDetailPage') },
    { path: 'exchange-codes/:exchangeCodeKey/edit', element: lazyPage(() => import('./exchange/ExchangeCodeFormPage'), 'EditExchangeCodePage') },
  ],
  sections: couponSections,
});
