/**
 * The one refund computation (issue 17: "amounts computed and shown before confirming"): the
 * refund dialog shows these numbers, the mock refunds exactly these numbers, and the seed builds its
 * refunded orders with them, so what the operator confirms is what happens. Pure and framework-free;
 * it lives beside the contract because the mock may import nothing else of the app.
 *
 * Rules (backoffice.md §3 Refund request, §4 payment statuses):
 * - only a COMPLETED (or unknown, which counts as COMPLETED) or PARTIAL_REFUNDED order can be
 *   refunded; FAILED, PENDING_INCOME and REFUND_COMPLETED cannot;
 * - a line refunds units at its unit price less its share of the order's discount; the share is
 *   cumulative (`floor(discount × units refunded so far ÷ quantity)`), so the last unit takes the
 *   remainder and refunding everything gives back exactly what was paid;
 * - a shipping fee is refunded whole, once;
 * - afterwards the order is REFUND_COMPLETED when no unit and no fee is left, else PARTIAL_REFUNDED.
 */
import { effectivePaymentStatus, type OrderItem, type PaymentStatus, type ShippingFee } from './adminOrder';

/** What a refund computation needs of an order. */
export interface RefundableOrder {
  status: string;
  transactionInfo: { orderItems: readonly OrderItem[] };
  shippingFees: readonly ShippingFee[];
}

export interface RefundChoice {
  /** Units to refund per item key; absent or 0 leaves the item. */
  quantities: Readonly<Record<string, number>>;
  shippingItemKeys: readonly string[];
}

export interface RefundLine {
  itemKey: string;
  quantity: number;
  /** Unit price × units. */
  grossAmount: number;
  /** The discount these units had; not paid, so not refunded. */
  discountAmount: number;
  amount: number;
}

export type RefundProblem =
  | { kind: 'notRefundable'; status: PaymentStatus }
  | { kind: 'nothingChosen' }
  | { kind: 'unknownItem'; itemKey: string }
  | { kind: 'tooMany'; itemKey: string; remaining: number }
  | { kind: 'shippingAlreadyRefunded'; shippingItemKey: string };

export interface RefundComputation {
  lines: RefundLine[];
  itemsAmount: number;
  /** The fees refunded (each whole). */
  shippingItemKeys: string[];
  shippingAmount: number;
  total: number;
  /** The order's status once this refund is made. */
  resultingStatus: 'PARTIAL_REFUNDED' | 'REFUND_COMPLETED';
  problems: RefundProblem[];
}

const REFUNDABLE: readonly PaymentStatus[] = ['COMPLETED', 'PARTIAL_REFUNDED'];

export function isRefundable(status: string): boolean {
  return REFUNDABLE.includes(effectivePaymentStatus(status));
}

/** Units of an item not refunded yet. */
export function remainingQuantity(item: OrderItem): number {
  return item.quantity - item.refundedQuantity;
}

/** The discount share of the first `units` units of a line (cumulative, so shares sum to the discount). */
function discountUpTo(item: OrderItem, units: number): number {
  return Math.floor((item.discountAmount * units) / item.quantity);
}

/** The whole choice: every unit and fee not refunded yet ("전체 환불"). */
export function everythingLeft(order: RefundableOrder): RefundChoice {
  const quantities: Record<string, number> = {};
  for (const item of order.transactionInfo.orderItems) {
    const remaining = remainingQuantity(item);
    if (remaining > 0) quantities[item.itemKey] = remaining;
  }
  return {
    quantities,
    shippingItemKeys: order.shippingFees.filter((fee) => !fee.refunded).map((fee) => fee.shippingItemKey),
  };
}

export function computeRefund(order: RefundableOrder, choice: RefundChoice): RefundComputation {
  const problems: RefundProblem[] = [];
  const status = effectivePaymentStatus(order.status);
  if (!REFUNDABLE.includes(status)) problems.push({ kind: 'notRefundable', status });

  const items = new Map(order.transactionInfo.orderItems.map((item) => [item.itemKey, item]));
  const lines: RefundLine[] = [];
  for (const [itemKey, quantity] of Object.entries(choice.quantities)) {
    if (quantity <= 0) continue;
    const item = items.get(itemKey);
    if (!item) {
      problems.push({ kind: 'unknownItem', itemKey });
      continue;
    }
    const remaining = remainingQuantity(item);
    if (quantity > remaining) {
      problems.push({ kind: 'tooMany', itemKey, remaining });
      continue;
    }
    const grossAmount = item.unitPrice * quantity;
    const discountAmount = discountUpTo(item, item.refundedQuantity + quantity) - discountUpTo(item, item.refundedQuantity);
    lines.push({ itemKey, quantity, grossAmount, discountAmount, amount: grossAmount - discountAmount });
  }

  const fees = new Map(order.shippingFees.map((fee) => [fee.shippingItemKey, fee]));
  let shippingAmount = 0;
  const shippingItemKeys: string[] = [];
  for (const key of new Set(choice.shippingItemKeys)) {
    const fee = fees.get(key);
    if (!fee || fee.refunded) {
      problems.push({ kind: 'shippingAlreadyRefunded', shippingItemKey: key });
      continue;
    }
    shippingAmount += fee.amount;
    shippingItemKeys.push(key);
  }
  if (lines.length === 0 && shippingItemKeys.length === 0 && problems.length === 0) problems.push({ kind: 'nothingChosen' });

  const itemsAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  const unitsLeft = order.transactionInfo.orderItems.some(
    (item) => remainingQuantity(item) > (lines.find((line) => line.itemKey === item.itemKey)?.quantity ?? 0),
  );
  const feesLeft = order.shippingFees.some((fee) => !fee.refunded && !shippingItemKeys.includes(fee.shippingItemKey));
  return {
    lines,
    itemsAmount,
    shippingItemKeys,
    shippingAmount,
    total: itemsAmount + shippingAmount,
    resultingStatus: unitsLeft || feesLeft ? 'PARTIAL_REFUNDED' : 'REFUND_COMPLETED',
    problems,
  };
}

/** What the order paid: every line less its discount, plus its shipping fees. */
export function paidAmount(order: Pick<RefundableOrder, 'transactionInfo' | 'shippingFees'>): number {
  const items = order.transactionInfo.orderItems.reduce((sum, item) => sum + item.unitPrice * item.quantity - item.discountAmount, 0);
  return items + order.shippingFees.reduce((sum, fee) => sum + fee.amount, 0);
}

/** The order's status, items and fees once the refund is made (what the mock stores). */
export function applyRefund(
  order: RefundableOrder,
  computation: RefundComputation,
): { status: PaymentStatus; orderItems: OrderItem[]; shippingFees: ShippingFee[] } {
  const refunded = new Map(computation.lines.map((line) => [line.itemKey, line.quantity]));
  return {
    status: computation.resultingStatus,
    orderItems: order.transactionInfo.orderItems.map((item) => ({
      ...item,
      refundedQuantity: item.refundedQuantity + (refunded.get(item.itemKey) ?? 0),
    })),
    shippingFees: order.shippingFees.map((fee) =>
      computation.shippingItemKeys.includes(fee.shippingItemKey) ? { ...fee, refunded: true } : fee,
    ),
  };
}
