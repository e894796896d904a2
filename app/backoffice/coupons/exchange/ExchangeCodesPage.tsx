/**
 * `/admin/coupons/exchange-codes` (backoffice.md §3 Exchange code, §7 Coupons; issue 30): the
 * exchange codes newest first on the list kit — statuses and a keyword (the code itself or part of
 * the name) in the URL — read by cursor slices ("교환 코드 더 보기" appends the next), with the
 * count of every match. Each row says its code, how it was made, its status, how many times it can
 * still be and has been redeemed and how many coupons it hands out; its name opens the detail.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import type { ExchangeCodeSummary } from '@app/shared/api/contract/adminCouponExchange';
import { exchangeCodeStatuses } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../../access/areas';
import { exchangeCodesQuery } from '../../api/adminCouponExchange';
import { ListPage } from '../../kit/list/ListPage';
import { sliceRows } from '../../kit/list/sliceRows';
import { defineList, toFilterQuery } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { AdminPage } from '../../shell/AdminPage';
import { AreaSectionNav } from '../../areas/AreaSectionNav';
import { exchangeCodePath, newExchangeCodePath } from '../paths';
import { availableText, ExchangeStatusLabel } from './exchangeDisplay';

const text = copy.backofficeExchangeCodes;
const SLICE_SIZE = 100;

export const exchangeCodeList = defineList({
  id: 'coupons.exchange-codes',
  filters: {
    q: { kind: 'text', label: text.filterQ, placeholder: text.filterQPlaceholder },
    status: { kind: 'set', label: text.filterStatus, options: exchangeCodeStatuses.map((value) => ({ value, label: text.statusLabels[value] })) },
  },
  // The exchange code list endpoint takes no sort: its slices come newest first.
  sortFields: ['createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fixedOrder: true,
  pageSizes: [SLICE_SIZE],
  defaultPageSize: SLICE_SIZE,
  columns: [
    { id: 'title', alwaysVisible: true },
    { id: 'code' },
    { id: 'type', hiddenByDefault: true },
    { id: 'status' },
    { id: 'available' },
    { id: 'redeemed' },
    { id: 'coupons' },
    { id: 'createdAt' },
  ],
});

const columns: DataTableColumn<ExchangeCodeSummary>[] = [
  { id: 'title', header: text.columnTitle, cell: (exchange) => <Link to={exchangeCodePath(exchange.exchangeCodeKey)}>{exchange.title}</Link> },
  { id: 'code', header: text.columnCode, cell: (exchange) => <code>{exchange.code}</code> },
  { id: 'type', header: text.columnType, cell: (exchange) => text.typeLabels[exchange.type] },
  { id: 'status', header: text.columnStatus, cell: (exchange) => <ExchangeStatusLabel status={exchange.status} /> },
  { id: 'available', header: text.columnAvailable, align: 'end', cell: (exchange) => availableText(exchange.availableCount) },
  { id: 'redeemed', header: text.columnRedeemed, align: 'end', cell: (exchange) => text.times(exchange.redeemedCount) },
  { id: 'coupons', header: text.columnCoupons, align: 'end', cell: (exchange) => text.couponCount(exchange.couponCount) },
  { id: 'createdAt', header: text.columnCreatedAt, cell: (exchange) => formatDate(exchange.createdAt) },
];

export function ExchangeCodesPage() {
  const list = useListState(exchangeCodeList);
  const navigate = useNavigate();
  const filter = toFilterQuery(exchangeCodeList, list.state.filters);
  const { page, loadMore } = sliceRows(useInfiniteQuery(exchangeCodesQuery({ ...filter, size: SLICE_SIZE })));

  return (
    <AdminPage
      title={text.listTitle}
      area={areaById('COUPON')}
      description={text.listIntro}
      actions={<Button onClick={() => void navigate(newExchangeCodePath())}>{text.create}</Button>}
    >
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(exchange) => exchange.exchangeCodeKey}
        getRowLabel={(exchange) => exchange.title}
        footer={loadMore(text.loadMore)}
      />
    </AdminPage>
  );
}
