/**
 * The coupons a member holds, on the member detail page (issue 30: "a member's detail page shows
 * the coupons they hold"): each coupon linking to its specification, its status, discount, when
 * the member got it and how many times they used it. The coupon area's own section, mounted by
 * the member detail with one line, so the member area knows nothing of coupons; it reads a COUPON
 * call, so it shows only to an operator who holds COUPON (a members-only operator sees no section
 * and the page makes no call the server would refuse). Its query sits under the coupon area's key,
 * so a coupon issued here or in another tab appears without a reload (the issue job's effect).
 * A kit table (the DataTable, as the member list's): at a phone's width it keeps the coupon's name
 * and status, and the rest scrolls sideways instead of squeezing every column into 390 px.
 */
import { useQuery } from '@tanstack/react-query';
import { Card } from '@ds/components/Card';
import { DataTable } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { mayUse } from '../access/person';
import { useBackofficePersonContext } from '../access/personContext';
import { memberCouponsQuery } from '../api/adminCoupon';
import { CouponStatusLabel, discountText } from './couponDisplay';
import { couponPath } from './paths';

const text = copy.backofficeCoupons.memberCoupons;

function MemberCoupons({ accountKey }: { accountKey: string }) {
  const coupons = useQuery(memberCouponsQuery(accountKey));
  const rows = coupons.data?.items ?? [];
  return (
    <Card as="section" title={text.title} titleAs="h2" aria-label={text.title}>
      {coupons.isError ? (
        <p>{text.loadFailed}</p>
      ) : coupons.isPending ? (
        <p>{copy.common.loading}</p>
      ) : rows.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <DataTable
          caption={text.caption}
          hideCaption
          rows={rows}
          getRowKey={(coupon) => coupon.couponKey}
          getRowLabel={(coupon) => coupon.internalTitle}
          height={320}
          columns={[
            { id: 'title', header: text.columnTitle, cell: (coupon) => <Link to={couponPath(coupon.couponKey)}>{coupon.internalTitle}</Link> },
            { id: 'status', header: text.columnStatus, cell: (coupon) => <CouponStatusLabel status={coupon.status} /> },
            { id: 'discount', header: text.columnDiscount, align: 'end', kind: 'money', cell: discountText },
            { id: 'issuedAt', header: text.columnIssuedAt, kind: 'date', cell: (coupon) => formatDate(coupon.issuedAt) },
            { id: 'used', header: text.columnUsed, align: 'end', kind: 'count', cell: (coupon) => text.usedTimes(formatCount(coupon.usedCount)) },
          ]}
        />
      )}
    </Card>
  );
}

export function MemberCouponsCard({ accountKey }: { accountKey: string }) {
  const person = useBackofficePersonContext();
  return mayUse(person, areaById('COUPON').access) ? <MemberCoupons accountKey={accountKey} /> : null;
}
