/**
 * `/admin/orders` (backoffice.md §7 Commerce "transaction list (cursor, status, dates, keys); xlsx
 * job"; issue 17): the orders newest first on the list kit — statuses, order types, Asia/Seoul
 * order days and keys in the URL — read by cursor: each "더 보기" appends the next slice, so a
 * page never shifts while orders arrive. The totals cover every matching order; the export is a
 * job of the job centre. An order's key opens its detail.
 */
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { orderTypes, paymentStatuses, type OrderSummary } from '@app/shared/api/contract/adminOrder';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatPrice } from '@app/shared/lib/format/price';
import { areaById } from '../../access/areas';
import { exportOrders, ordersQuery } from '../../api/adminOrder';
import { useJobCentre } from '../../kit/jobs/JobCentre';
import { ListPage } from '../../kit/list/ListPage';
import { sliceRows } from '../../kit/list/sliceRows';
import { defineList, toFilterQuery } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { AdminPage } from '../../shell/AdminPage';
import { OrderStatusLabel } from './OrderStatusLabel';
import { orderPath } from './paths';

const text = copy.backofficeOrders;
const won = (amount: number) => formatPrice(amount, 'ZERO') ?? '';
/** Orders per slice: a few screens of the virtualised table. */
const SLICE_SIZE = 100;

export const orderList = defineList({
  id: 'orders',
  filters: {
    q: { kind: 'text', label: text.filterQ, placeholder: text.filterQPlaceholder },
    status: { kind: 'set', label: text.filterStatus, options: paymentStatuses.map((value) => ({ value, label: text.statusLabels[value] })) },
    orderType: { kind: 'set', label: text.filterType, options: orderTypes.map((value) => ({ value, label: text.orderTypeLabels[value] })) },
    ordered: { kind: 'dateRange', label: text.filterOrderedAt },
  },
  // The order list endpoint takes no sort: its slices come newest first, and that is all it offers.
  sortFields: ['orderedAt'],
  defaultSort: { field: 'orderedAt', direction: 'desc' },
  fixedOrder: true,
  pageSizes: [SLICE_SIZE],
  defaultPageSize: SLICE_SIZE,
  columns: [
    { id: 'key', alwaysVisible: true },
    { id: 'orderedAt' },
    { id: 'title' },
    { id: 'orderType' },
    { id: 'buyer' },
    { id: 'status' },
    { id: 'paymentAmount' },
    { id: 'refundedAmount', hiddenByDefault: true },
  ],
});

const columns: DataTableColumn<OrderSummary>[] = [
  { id: 'key', header: text.columnKey, kind: 'orderNumber', cell: (order) => <Link to={orderPath(order.key)}>{order.key}</Link> },
  { id: 'orderedAt', header: text.columnOrderedAt, kind: 'dateTime', cell: (order) => formatDateTime(order.orderedAt) },
  { id: 'title', header: text.columnTitle, cell: (order) => order.title },
  { id: 'orderType', header: text.columnType, cell: (order) => text.orderTypeLabels[order.orderType] },
  { id: 'buyer', header: text.columnBuyer, cell: (order) => order.buyer.name },
  { id: 'status', header: text.columnStatus, cell: (order) => <OrderStatusLabel status={order.status} paymentCancel={order.paymentCancel} /> },
  { id: 'paymentAmount', header: text.columnPayment, align: 'end', kind: 'money', cell: (order) => won(order.paymentAmount) },
  { id: 'refundedAmount', header: text.columnRefunded, align: 'end', kind: 'money', cell: (order) => won(order.refundedAmount) },
];

export function OrdersPage() {
  const list = useListState(orderList);
  const toast = useToast();
  const centre = useJobCentre();
  const filter = toFilterQuery(orderList, list.state.filters);
  const query = { ...filter, size: SLICE_SIZE };
  const { page, totals, loadMore } = sliceRows(useInfiniteQuery(ordersQuery(query)));

  const startExport = useMutation({
    mutationFn: () => exportOrders({ filter }),
    onSuccess: (job) => {
      centre.track(job);
      toast.show(text.exportStarted);
    },
  });

  return (
    <AdminPage title={text.listTitle} area={areaById('ORDER')} description={text.listIntro}>
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(order) => order.key}
        getRowLabel={(order) => order.key}
        toolbar={
          <>
            {totals && <span>{text.totals(formatCount(totals.count), won(totals.paymentAmount), won(totals.refundedAmount))}</span>}
            <Button variant="secondary" onClick={() => startExport.mutate()} aria-busy={startExport.isPending}>
              {text.export}
            </Button>
          </>
        }
        footer={loadMore(text.loadMore)}
      />
    </AdminPage>
  );
}
