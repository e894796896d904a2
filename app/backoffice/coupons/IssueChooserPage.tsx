/**
 * `/admin/coupons/issue` (issue 30: issuing "from the member list's selection including 'all N
 * matching'"): where the member list's "쿠폰 발급" leads, since a coupon is issued from its own
 * issue page and the member list does not know the coupons. It says whom it is for (the selection
 * handed over, fromMembers.ts) and offers the operating coupons (§4: only PUBLISHED issues); the
 * one chosen opens its issue page in this history entry's place, the selection carried on, so Back
 * returns to the member list and a reload keeps both. Opened without a selection, it is simply
 * "choose a coupon to issue".
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { readFromMembers } from '../kit/recipients/fromMembers';
import { AdminPage } from '../shell/AdminPage';
import { CouponSearch } from './CouponSearch';
import { issueCouponPath } from './paths';

const text = copy.backofficeCoupons.issueChooser;

export function IssueChooserPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromMembers = readFromMembers(location.state);
  return (
    <AdminPage
      title={text.title}
      area={areaById('COUPON')}
      description={fromMembers ? text.introFor(copy.backofficeRecipients.fromMembers.scope(formatCount(fromMembers.count))) : text.intro}
    >
      <CouponSearch
        statuses={['PUBLISHED']}
        action={(coupon) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={text.chooseLabel(coupon.internalTitle)}
            onClick={() => void navigate(issueCouponPath(coupon.couponKey), { replace: true, state: location.state })}
          >
            {text.choose}
          </Button>
        )}
      />
    </AdminPage>
  );
}
