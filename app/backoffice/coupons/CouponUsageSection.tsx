/**
 * A coupon's usage history on its detail (backoffice.md §7 Coupons "usage history and count";
 * issue 30): the orders that took its discount, newest first, on the list kit — who (linking to
 * the member), which order (linking to it), when, and the discount — with the count and the
 * discount total of every match, filtered by order or member and by the Seoul days it was used in,
 * read by cursor slices ("사용 내역 더 보기"). A link to another area shows only to an operator who
 * may open it. The one list-kit list of the detail page, so its filters own the page's URL.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import { formatCount } from '@ds/lib/text/number';
import type { CouponUse } from '@app/shared/api/contract/adminCouponUsage';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { mayUse } from '../access/person';
import { useBackofficePersonContext } from '../access/personContext';
import { couponUsageQuery } from '../api/adminCoupon';
import { ListPage } from '../kit/list/ListPage';
import { sliceRows } from '../kit/list/sliceRows';
import { defineList, toFilterQuery } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { DetailSection, won } from './couponDisplay';
import { memberPathOf, orderPathOf } from './paths';

const text = copy.backofficeCoupons.usage;
const SLICE_SIZE = 50;

export const usageList = defineList({
  id: 'coupons.usage',
  filters: {
    q: { kind: 'text', label: text.filterQ, placeholder: text.filterQPlaceholder },
    used: { kind: 'dateRange', label: text.filterUsed },
  },
  // The usage endpoint answers newest first only.
  sortFields: ['usedAt'],
  defaultSort: { field: 'usedAt', direction: 'desc' },
  fixedOrder: true,
  pageSizes: [SLICE_SIZE],
  defaultPageSize: SLICE_SIZE,
  columns: [{ id: 'usedAt' }, { id: 'member', alwaysVisible: true }, { id: 'email' }, { id: 'order' }, { id: 'discount' }],
});

function usageColumns(linkMembers: boolean, linkOrders: boolean): DataTableColumn<CouponUse>[] {
  return [
    { id: 'usedAt', header: text.columnUsedAt, cell: (use) => formatDateTime(use.usedAt) },
    { id: 'member', header: text.columnMember, cell: (use) => (linkMembers ? <Link to={memberPathOf(use.accountKey)}>{use.displayName}</Link> : use.displayName) },
    { id: 'email', header: text.columnEmail, cell: (use) => use.email },
    {
      id: 'order',
      header: text.columnOrder,
      cell: (use) => (
        <>
          {linkOrders ? <Link to={orderPathOf(use.orderKey)}>{use.orderTitle}</Link> : use.orderTitle} <small>{use.orderKey}</small>
        </>
      ),
    },
    {
      id: 'discount',
      header: text.columnDiscount,
      align: 'end',
      cell: (use) => (use.lineCount > 1 ? `${won(use.discountAmount)} (${text.lines(use.lineCount)})` : won(use.discountAmount)),
    },
  ];
}

export function CouponUsageSection({ couponKey }: { couponKey: string }) {
  const person = useBackofficePersonContext();
  const list = useListState(usageList);
  const filter = toFilterQuery(usageList, list.state.filters);
  const { page, totals, loadMore } = sliceRows(useInfiniteQuery(couponUsageQuery(couponKey, { ...filter, size: SLICE_SIZE })));
  const columns = usageColumns(mayUse(person, areaById('MEMBER').access), mayUse(person, areaById('ORDER').access));
  const titleId = useId();
  return (
    <DetailSection aria-labelledby={titleId}>
      <h2 id={titleId}>{text.title}</h2>
      <p>{text.intro}</p>
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(use) => use.orderKey}
        getRowLabel={(use) => `${use.displayName} ${use.orderKey}`}
        toolbar={totals && <span>{text.totals(formatCount(totals.count), won(totals.discountAmount))}</span>}
        footer={loadMore(text.loadMore)}
        height={360}
      />
    </DetailSection>
  );
}
