/**
 * `/admin/orders/:orderKey` (backoffice.md §3 Transaction, §7 Commerce "detail; refund info; POST
 * refund and refund/all"; issue 17): title, key, orderedAt, payment amount in won, payment info
 * (card and instalments, or the deposit account), the status and cancel state, fail detail, the
 * items with their period, shipping fees and address, the refunds made, the change history, and
 * "환불하기" while the status allows a refund.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import { DescriptionList, type DescriptionItem } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Table } from '@ds/components/Table';
import { isRefundable } from '@app/shared/api/contract/adminOrderRefund';
import type { OrderDetail } from '@app/shared/api/contract/adminOrder';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { formatPrice } from '@app/shared/lib/format/price';
import { areaById } from '../../access/areas';
import { orderQuery } from '../../api/adminOrder';
import { RecordHistory } from '../../history/RecordHistory';
import { listReturnPath } from '../../kit/list/listPlace';
import { AdminPage } from '../../shell/AdminPage';
import { OrderStatusLabel } from './OrderStatusLabel';
import { ordersPath } from './paths';
import { RefundDialog } from './RefundDialog';

const text = copy.backofficeOrders;
const won = (amount: number) => formatPrice(amount, 'ZERO') ?? '';

function facts(order: OrderDetail): DescriptionItem[] {
  const items: DescriptionItem[] = [
    { term: text.orderKey, description: order.key },
    { term: text.orderedAt, description: formatDateTime(order.orderedAt) },
    { term: text.buyer, description: `${order.buyer.name} (${order.buyer.email})` },
    { term: text.columnStatus, description: <OrderStatusLabel status={order.status} paymentCancel={order.paymentCancel} /> },
    { term: text.paymentAmount, description: won(order.paymentAmount) },
    { term: text.refundedAmount, description: won(order.refundedAmount) },
  ];
  if (order.paymentInfo) items.push({ term: text.paymentMethod, description: text.card(order.paymentInfo.cardName, order.paymentInfo.quota) });
  if (order.depositInfo) items.push({ term: text.paymentMethod, description: text.deposit(order.depositInfo.bankName, order.depositInfo.accountNumber) });
  const period = order.transactionInfo.period;
  if (period) items.push({ term: text.period, description: `${formatDate(period.startsAt)} ~ ${formatDate(period.endsAt)}` });
  if (order.failDetail) {
    items.push({ term: text.failReason, description: order.failDetail.reason });
    if (order.failDetail.paymentCancel) items.push({ term: text.paymentCancel, description: text.cancelLabels[order.failDetail.paymentCancel] });
  }
  if (order.address) {
    const address = order.address;
    items.push({ term: text.addressTitle, description: `${address.recipient} · ${address.phone} · (${address.zipCode}) ${address.address} ${address.addressDetail}` });
  }
  for (const fee of order.shippingFees) items.push({ term: text.shippingTitle, description: `${fee.title} ${won(fee.amount)}` });
  return items;
}

function OrderBody({ order }: { order: OrderDetail }) {
  const [refunding, setRefunding] = useState(false);
  const refundable = isRefundable(order.status);
  return (
    <AdminPage
      title={order.title}
      area={areaById('ORDER')}
      areaTo={listReturnPath(ordersPath())}
      actions={
        refundable ? <Button onClick={() => setRefunding(true)}>{text.refund}</Button> : <p>{text.notRefundable}</p>
      }
    >
      <DescriptionList items={facts(order)} />
      <h2>{text.itemsTitle}</h2>
      <Table
        caption={text.itemsTitle}
        hideCaption
        rows={order.transactionInfo.orderItems}
        getRowKey={(item) => item.itemKey}
        columns={[
          { id: 'title', header: text.itemColumnTitle, cell: (item) => (item.optionName ? `${item.title} (${item.optionName})` : item.title) },
          { id: 'price', header: text.itemColumnPrice, align: 'end', cell: (item) => won(item.unitPrice) },
          { id: 'quantity', header: text.itemColumnQuantity, align: 'end', cell: (item) => item.quantity },
          { id: 'discount', header: text.itemColumnDiscount, align: 'end', cell: (item) => won(item.discountAmount) },
          { id: 'refunded', header: text.itemColumnRefunded, align: 'end', cell: (item) => item.refundedQuantity },
        ]}
      />
      {order.refunds.length > 0 && (
        <>
          <h2>{text.refundsTitle}</h2>
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund.refundKey}>
                {formatDateTime(refund.refundedAt)} · {won(refund.amount)} · {text.reasonTypeLabels[refund.reasonType]} · {refund.by.displayName}
              </li>
            ))}
          </ul>
        </>
      )}
      <RecordHistory recordType="ORDER" recordKey={order.key} />
      {refunding && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
    </AdminPage>
  );
}

export function OrderDetailPage() {
  const { orderKey = '' } = useParams();
  const order = useQuery(orderQuery(orderKey));
  if (order.data) return <OrderBody order={order.data} />;
  return (
    <AdminPage title={text.detailTitle} area={areaById('ORDER')} areaTo={listReturnPath(ordersPath())}>
      {order.isError ? (
        <ErrorState headingLevel={2} title={text.loadFailed} retryLabel={text.retry} onRetry={() => void order.refetch()} />
      ) : (
        <Skeleton height="12rem" />
      )}
    </AdminPage>
  );
}
