/**
 * Order handlers (`/rest/commerce/admin/tenant/orders…`, adminOrder.ts): the cursor list with its
 * totals, the detail, partial and full refunds, and the XLSX export as a job.
 *
 * The list reads the collection's own array, kept newest first by the seed (collections.ts), in
 * one pass: no sort and no copy beyond the matching rows, so a status + Seoul-days + cursor query
 * over 10,000 orders stays a few milliseconds (`npm run bench`). A refund is computed by the one
 * refund module the dialog shows (adminOrderRefund.ts), replaces the order, takes the tickets of the
 * refunded items to REFUND (the learner's my-classes page then shows it), drops a wholly refunded
 * order's shipments out while the parcel has not left (shipping/save.ts), puts the refunded goods'
 * units back in the warehouses they left (catalogue/stock.ts, issue 40) and is recorded in the
 * change history.
 */
import {
  adminOrderEndpoints,
  effectivePaymentStatus,
  type OrderFilter,
  type OrderSummary,
  type RefundBankInfo,
  type RefundReasonType,
} from '@app/shared/api/contract/adminOrder';
import { applyRefund, computeRefund, everythingLeft, type RefundChoice } from '@app/shared/api/contract/adminOrderRefund';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { restockRefunded } from '@mocks/backoffice/catalogue/stock';
import { recordChange } from '@mocks/backoffice/history/record';
import { dropOutShipmentsOfOrder } from '@mocks/backoffice/shipping/save';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, between, by, filterRows, oneOf, orderBy, sliceAfter, type Predicate } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { OrderRecord } from './collections';
import { startOrderExport } from './export';

/** The filter as one predicate; `q` is a key (order, account), an e-mail, or part of a name. */
export function orderFilter(filter: OrderFilter): Predicate<OrderRecord> | undefined {
  const q = filter.q?.trim().toLowerCase();
  const statuses = filter.status as readonly string[] | undefined;
  return allOf<OrderRecord>(
    statuses ? (order) => statuses.includes(effectivePaymentStatus(order.status)) : undefined,
    oneOf((order) => order.orderType, filter.orderType as OrderRecord['orderType'][] | undefined),
    between((order) => order.orderedAt, { min: filter.orderedFrom, max: filter.orderedTo }),
    q
      ? (order) =>
          order.key.toLowerCase() === q ||
          order.buyer.accountKey.toLowerCase() === q ||
          order.buyer.email.toLowerCase() === q ||
          order.buyer.name.toLowerCase().includes(q)
      : undefined,
  );
}

/** The list order the seed keeps the records in (collections.ts): newest first, then the key descending. */
const listOrder = orderBy<OrderRecord>(
  by((order) => order.orderedAt, 'desc'),
  by((order) => order.key, 'desc'),
);

/**
 * A cursor names the last order shown. When that order has left the filter since (refunded by
 * another operator), it is found in the whole collection and the next slice starts after its
 * place in the list order, so "더 보기" neither fails nor repeats or skips a row (the contract's
 * "a page never shifts").
 */
const resumeAtOrder = {
  find: (orderKey: string) => db.orders.findFirst((q) => q.where({ key: orderKey })),
  order: listOrder,
};

function toSummary(order: OrderRecord): OrderSummary {
  return {
    key: order.key,
    title: order.title,
    orderType: order.orderType,
    status: order.status,
    paymentCancel: order.paymentCancel,
    orderedAt: order.orderedAt,
    paymentAmount: order.paymentAmount,
    refundedAmount: order.refundedAmount,
    paymentMethod: order.paymentMethod,
    buyer: order.buyer,
  };
}

function requireOrder(orderKey: string): OrderRecord {
  const order = db.orders.findFirst((q) => q.where({ key: orderKey }));
  if (!order) throw new MockError('notFound', '주문을 찾을 수 없어요.', { orderKey });
  return order;
}

interface RefundInput {
  reasonType: RefundReasonType;
  reason: string;
  bankInfo?: RefundBankInfo | undefined;
}

async function refundOrder(auth: AccessClaims | null, order: OrderRecord, choice: RefundChoice, input: RefundInput) {
  const computation = computeRefund(order, choice);
  const refusal = computation.problems.find((problem) => problem.kind === 'notRefundable');
  if (refusal) throw new MockError('orderRefundNotAllowed', '환불할 수 없는 주문 상태예요.', { status: order.status });
  if (computation.problems.length > 0) {
    throw new MockError('orderRefundQuantity', '환불할 수 있는 수량이 바뀌었어요.', { problems: computation.problems });
  }
  if (order.paymentMethod === 'DEPOSIT' && !input.bankInfo) {
    throw new MockError('badRequest', '무통장 입금 주문은 환불 계좌가 필요해요.', { field: 'bankInfo' });
  }
  const applied = applyRefund(order, computation);
  const refund = {
    refundKey: `${order.key}-r${order.refunds.length + 1}`,
    refundedAt: new Date(settings.now()).toISOString(),
    amount: computation.total,
    reasonType: input.reasonType,
    reason: input.reason,
    items: computation.lines.map((line) => ({ itemKey: line.itemKey, quantity: line.quantity })),
    shippingItemKeys: computation.shippingItemKeys,
    bankInfo: order.paymentMethod === 'DEPOSIT' ? (input.bankInfo ?? null) : null,
    by: actorOf(auth),
  };
  const updated = await db.orders.update((q) => q.where({ key: order.key }), {
    data(draft) {
      draft.status = applied.status;
      draft.transactionInfo.orderItems = applied.orderItems;
      draft.shippingFees = applied.shippingFees;
      draft.refundedAmount = order.refundedAmount + computation.total;
      draft.refunds = [...order.refunds, refund];
    },
  });
  const refundedItems = new Set(computation.lines.map((line) => line.itemKey));
  for (const item of order.transactionInfo.orderItems.filter((candidate) => refundedItems.has(candidate.itemKey))) {
    for (const ticket of item.tickets) {
      if (ticket.kind === 'KLASS') await db.klassTickets.update((q) => q.where({ klassTicketKey: ticket.key }), { data: (draft) => void (draft.status = 'REFUND') });
      else await db.courseTickets.update((q) => q.where({ courseTicketKey: ticket.key }), { data: (draft) => void (draft.status = 'REFUND') });
    }
  }
  // The goods' units go back to the warehouses they left (issue 40).
  await restockRefunded(computation.lines);
  // Nothing left to ship: a parcel that has not left is dropped out (save.ts says which).
  if (applied.status === 'REFUND_COMPLETED') await dropOutShipmentsOfOrder(auth, order.key);
  await recordChange({
    actor: auth,
    recordType: 'ORDER',
    recordKey: order.key,
    recordLabel: order.title,
    action: 'UPDATE',
    before: { status: order.status, refundedAmount: order.refundedAmount },
    after: { status: applied.status, refundedAmount: order.refundedAmount + computation.total },
  });
  return { order: updated ?? order, refund };
}

export const adminOrderHandlers = {
  orders: handle(adminOrderEndpoints.orders, ({ query }) => {
    const rows = filterRows(db.orders.all(), orderFilter(query));
    const slice = sliceAfter(rows, { cursor: query.cursor, size: query.size, key: (order) => order.key, resume: resumeAtOrder }, toSummary);
    if (!slice) throw new MockError('badRequest', '목록 위치가 올바르지 않아요.', { field: 'cursor' });
    let paymentAmount = 0;
    let refundedAmount = 0;
    for (const order of rows) {
      paymentAmount += order.paymentAmount;
      refundedAmount += order.refundedAmount;
    }
    return { ...slice, totals: { count: rows.length, paymentAmount, refundedAmount } };
  }),

  order: handle(adminOrderEndpoints.order, ({ params }) => requireOrder(params.orderKey)),

  refund: handle(adminOrderEndpoints.refund, ({ params, body, auth }) => {
    const order = requireOrder(params.orderKey);
    const quantities: Record<string, number> = {};
    for (const item of body.refundItems) quantities[item.itemKey] = (quantities[item.itemKey] ?? 0) + item.quantity;
    return refundOrder(auth, order, { quantities, shippingItemKeys: body.shippingRefundItems }, body);
  }),

  refundAll: handle(adminOrderEndpoints.refundAll, ({ params, body, auth }) => {
    const order = requireOrder(params.orderKey);
    const choice = everythingLeft(order);
    const { total } = computeRefund(order, choice);
    if (body.expectedAmount !== undefined && body.expectedAmount !== total) {
      throw new MockError('orderRefundQuantity', '환불할 수 있는 수량이 바뀌었어요.', { expectedAmount: body.expectedAmount, amountLeft: total });
    }
    return refundOrder(auth, order, choice, body);
  }),

  exportOrders: handle(adminOrderEndpoints.exportOrders, ({ body, auth }) =>
    startOrderExport(filterRows(db.orders.all(), orderFilter(body.filter)), actorOf(auth)),
  ),
} satisfies Record<keyof typeof adminOrderEndpoints, HttpHandler>;
