/**
 * `/admin/coupons` (backoffice.md §7 Coupons "spec slice"; issue 30): the coupon specifications
 * newest first on the list kit — statuses, types, a keyword and the Seoul days they were made in,
 * in the URL — read by cursor slices
 * ("쿠폰 더 보기" appends the next), with the count of every match; each row says its status, discount
 * (won or %), validity, use limit and issued / used counts, and its title opens the detail.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import { formatCount } from '@ds/lib/text/number';
import type { CouponSpecSummary } from '@app/shared/api/contract/adminCoupon';
import { couponStatuses, couponTypes } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { couponSpecsQuery } from '../api/adminCoupon';
import { ListPage } from '../kit/list/ListPage';
import { sliceRows } from '../kit/list/sliceRows';
import { defineList, toFilterQuery } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { CouponStatusLabel, discountText, limitText, validityText } from './couponDisplay';
import { couponPath, newCouponPath } from './paths';

const text = copy.backofficeCoupons;
/** Specifications per slice: a few screens of the virtualised table. */
const SLICE_SIZE = 100;

export const couponList = defineList({
  id: 'coupons',
  filters: {
    q: { kind: 'text', label: text.filterQ, placeholder: text.filterQPlaceholder },
    status: { kind: 'set', label: text.filterStatus, options: couponStatuses.map((value) => ({ value, label: text.statusLabels[value] })) },
    type: { kind: 'set', label: text.filterType, options: couponTypes.map((value) => ({ value, label: text.typeLabels[value] })) },
    // The Seoul days it was made in, sent as their first and last instants (createdFrom / createdTo).
    created: { kind: 'dateRange', label: text.filterCreated },
  },
  // The coupon list endpoint takes no sort: its slices come newest first, and that is all it offers.
  sortFields: ['createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fixedOrder: true,
  pageSizes: [SLICE_SIZE],
  defaultPageSize: SLICE_SIZE,
  columns: [
    { id: 'title', alwaysVisible: true },
    { id: 'key', hiddenByDefault: true },
    { id: 'status' },
    { id: 'discount' },
    { id: 'validity' },
    // Off by default so the rest reads whole at 1280 px (issue 38); the detail page says it too.
    { id: 'useLimit', hiddenByDefault: true },
    { id: 'issued' },
    { id: 'used' },
    { id: 'createdAt' },
  ],
});

const columns: DataTableColumn<CouponSpecSummary>[] = [
  { id: 'title', header: text.columnTitle, cell: (coupon) => <Link to={couponPath(coupon.couponKey)}>{coupon.internalTitle}</Link> },
  { id: 'key', header: text.columnKey, cell: (coupon) => coupon.couponKey },
  { id: 'status', header: text.columnStatus, width: '6.5rem', cell: (coupon) => <CouponStatusLabel status={coupon.status} /> },
  // "20,000원" or "10%": the unit says which kind of discount, in the width of an amount.
  { id: 'discount', header: text.columnDiscount, align: 'end', kind: 'money', cell: (coupon) => discountText(coupon) },
  { id: 'validity', header: text.columnValidity, width: '12rem', cell: validityText },
  { id: 'useLimit', header: text.columnUseLimit, cell: limitText },
  { id: 'issued', header: text.columnIssued, align: 'end', kind: 'count', cell: (coupon) => formatCount(coupon.issuedCount) },
  { id: 'used', header: text.columnUsed, align: 'end', kind: 'count', cell: (coupon) => formatCount(coupon.usedCount) },
  { id: 'createdAt', header: text.columnCreatedAt, kind: 'date', cell: (coupon) => formatDate(coupon.createdAt) },
];

export function CouponsPage() {
  const list = useListState(couponList);
  const navigate = useNavigate();
  const filter = toFilterQuery(couponList, list.state.filters);
  const { page, loadMore } = sliceRows(useInfiniteQuery(couponSpecsQuery({ ...filter, size: SLICE_SIZE })));

  return (
    <AdminPage
      title={text.listTitle}
      area={areaById('COUPON')}
      description={text.listIntro}
      actions={<Button onClick={() => void navigate(newCouponPath())}>{text.create}</Button>}
    >
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(coupon) => coupon.couponKey}
        getRowLabel={(coupon) => coupon.internalTitle}
        footer={loadMore(text.loadMore)}
      />
    </AdminPage>
  );
}
