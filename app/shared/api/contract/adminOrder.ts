/**
 * Back-office order and refund calls (backoffice.md §1 order types, §3 Transaction and Refund
 * request, §4 payment and cancel statuses, §5 refund fields, §7 Commerce; issue 17). The spec gives
 * shapes only; the paths are chosen here in the style of the learner ones, under
 * `/rest/commerce/admin/tenant/orders`, and every call needs the ORDER permission.
 *
 * What the server promises, so the screens can say it before acting:
 * - the list is a cursor slice, newest first (`orderedAt`, then the key): a page never shifts when
 *   orders arrive meanwhile, nor when the cursor's order leaves the filter (refunded meanwhile: the
 *   next slice starts after its place in that order); its totals cover every order the filter matches;
 * - `status` is kept as the server sends it: a value this contract does not know counts as
 *   COMPLETED (§4 "also the default for an unknown value"), in the filter as on screen;
 * - a refund is irreversible; its amounts are the ones `adminOrderRefund.ts` computes (the screen shows
 *   the same numbers before the operator confirms). It answers 409 `order.refund.not_allowed` for an
 *   order whose status allows no refund, 409 `order.refund.quantity` when an item has fewer units
 *   left than asked or a fee already refunded (another operator refunded meanwhile), 400
 *   `request.invalid` with `data.field` `bankInfo` when a deposit order's refund carries no bank
 *   account. Refunding a class, course or package order
 *   takes the learner's tickets of the refunded items to REFUND.
 */
import { z } from 'zod/mini';
import { actorSchema, isoDateTime } from './adminKit';
import { queryListOf } from './common';
import { jobSchema } from './adminJob';
import { defineEndpoint } from './endpoint';

const base = '/rest/commerce/admin/tenant/orders';
const access = { side: 'operator', permission: 'ORDER' } as const;

/** §1 order types; GOODS is physical goods. BOOK and GOODS are shipped. */
export const orderTypes = ['PACKAGE', 'KLASS', 'BOOK', 'PASS', 'COURSE', 'GOODS'] as const;
export const orderTypeSchema = z.enum(orderTypes);
export type OrderType = z.infer<typeof orderTypeSchema>;
export const shippedOrderTypes: readonly OrderType[] = ['BOOK', 'GOODS'];

/** §4 payment statuses. */
export const paymentStatuses = ['FAILED', 'PENDING_INCOME', 'COMPLETED', 'REFUND_COMPLETED', 'PARTIAL_REFUNDED'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** §4 payment cancel states: a failed order whose payment was taken must be (or has been) cancelled. */
export const paymentCancelStatuses = ['REQUIRED_TO_CANCEL', 'COMPLETED_TO_CANCEL'] as const;
export const paymentCancelSchema = z.enum(paymentCancelStatuses);
export type PaymentCancel = z.infer<typeof paymentCancelSchema>;

/** The status an order counts as: its own when known, COMPLETED for any value this contract does not know (§4). */
export function effectivePaymentStatus(status: string): PaymentStatus {
  return (paymentStatuses as readonly string[]).includes(status) ? (status as PaymentStatus) : 'COMPLETED';
}

/** CARD pays at once; DEPOSIT (virtual account) waits for the money (PENDING_INCOME) and is refunded to a bank account. */
export const paymentMethodSchema = z.enum(['CARD', 'DEPOSIT']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const refundReasonTypes = [
  'CHANGE_OF_MIND',
  'SERVICE_DISSATISFACTION',
  'DELIVERY_DELAY',
  'PRODUCT_DEFECT',
  'ORDER_MISTAKE',
  'OTHER',
] as const;
export const refundReasonTypeSchema = z.enum(refundReasonTypes);
export type RefundReasonType = z.infer<typeof refundReasonTypeSchema>;

/** Banks a deposit refund can go to. */
export const refundBanks = ['KB국민은행', '신한은행', '우리은행', '하나은행', 'NH농협은행', 'IBK기업은행', '카카오뱅크', '토스뱅크', 'SC제일은행', '우체국'] as const;

export const REFUND_HOLDER_MAX = 20;
export const REFUND_REASON_MAX = 300;
/**
 * §5: 11 to 14 characters, digits and hyphens — as an account number is written: it starts and
 * ends with a digit and has no two hyphens together ("-----------" is eleven characters, not a
 * number).
 */
export const REFUND_ACCOUNT_PATTERN = /^(?=[\d-]{11,14}$)\d+(?:-\d+)*$/;

/** §5 refund bank info: holder 1–20, account number 11–14 digits or hyphens. */
export const refundBankInfoSchema = z.object({
  bankName: z.enum(refundBanks),
  accountHolder: z.string().check(z.trim(), z.minLength(1), z.maxLength(REFUND_HOLDER_MAX)),
  accountNumber: z.string().check(z.trim(), z.regex(REFUND_ACCOUNT_PATTERN)),
});
export type RefundBankInfo = z.infer<typeof refundBankInfoSchema>;

/** A ticket an order item granted; refunding the item takes it to REFUND. */
export const orderTicketSchema = z.object({ kind: z.enum(['KLASS', 'COURSE']), key: z.string() });

export const orderItemSchema = z.object({
  itemKey: z.string(),
  type: orderTypeSchema,
  /** The product's key in its catalogue (klassId, courseId, packageId, …). */
  productKey: z.string(),
  title: z.string(),
  optionName: z.nullable(z.string()),
  unitPrice: z.number().check(z.int(), z.gte(0)),
  quantity: z.number().check(z.int(), z.gte(1)),
  /** The order's discount (coupon) that falls on this line, in won; refunds give it back pro rata. */
  discountAmount: z.number().check(z.int(), z.gte(0)),
  refundedQuantity: z.number().check(z.int(), z.gte(0)),
  tickets: z.array(orderTicketSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const shippingFeeSchema = z.object({
  shippingItemKey: z.string(),
  title: z.string(),
  amount: z.number().check(z.int(), z.gte(0)),
  refunded: z.boolean(),
});
export type ShippingFee = z.infer<typeof shippingFeeSchema>;

export const orderBuyerSchema = z.object({
  accountKey: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
});
export type OrderBuyer = z.infer<typeof orderBuyerSchema>;

/** Where a shipped order goes (BOOK and GOODS orders). */
export const orderAddressSchema = z.object({
  recipient: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  message: z.nullable(z.string()),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const refundRecordSchema = z.object({
  refundKey: z.string(),
  refundedAt: isoDateTime,
  amount: z.number().check(z.int(), z.gte(0)),
  reasonType: refundReasonTypeSchema,
  reason: z.string(),
  items: z.array(z.object({ itemKey: z.string(), quantity: z.number() })),
  shippingItemKeys: z.array(z.string()),
  bankInfo: z.nullable(refundBankInfoSchema),
  by: actorSchema,
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/** §3 Transaction as the list shows it. */
export const orderSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  orderType: orderTypeSchema,
  /** §4; an unknown value counts as COMPLETED (effectivePaymentStatus). */
  status: z.string(),
  paymentCancel: z.nullable(paymentCancelSchema),
  orderedAt: isoDateTime,
  paymentAmount: z.number().check(z.int(), z.gte(0)),
  refundedAmount: z.number().check(z.int(), z.gte(0)),
  paymentMethod: paymentMethodSchema,
  buyer: orderBuyerSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** §3 Transaction in full: payment info, fail detail, items and period, shipping, refunds. */
export const orderDetailSchema = z.extend(orderSummarySchema, {
  paymentInfo: z.nullable(z.object({ cardName: z.string(), quota: z.number().check(z.int(), z.gte(0)) })),
  depositInfo: z.nullable(z.object({ bankName: z.string(), accountNumber: z.string(), dueAt: isoDateTime })),
  failDetail: z.nullable(z.object({ reason: z.string(), paymentCancel: z.nullable(paymentCancelSchema) })),
  transactionInfo: z.object({
    period: z.nullable(z.object({ startsAt: isoDateTime, endsAt: isoDateTime })),
    orderItems: z.array(orderItemSchema),
  }),
  shippingFees: z.array(shippingFeeSchema),
  address: z.nullable(orderAddressSchema),
  refunds: z.array(refundRecordSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * The list's filters: statuses (a set; COMPLETED includes unknown values), order types, the
 * ordered period as the first and last instants of Seoul days, and keys (`q`: an order key, a
 * buyer's account key or e-mail, or part of the buyer's name).
 */
export const orderFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(queryListOf(paymentStatusSchema)),
  orderType: z.optional(queryListOf(orderTypeSchema)),
  orderedFrom: z.optional(isoDateTime),
  orderedTo: z.optional(isoDateTime),
});
export type OrderFilter = z.input<typeof orderFilterSchema>;

export const ORDER_SLICE_MAX = 500;

export const orderTotalsSchema = z.object({
  count: z.number().check(z.int(), z.gte(0)),
  paymentAmount: z.number(),
  refundedAmount: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

const orderParams = z.object({ orderKey: z.string().check(z.minLength(1)) });

const refundCommon = {
  reasonType: refundReasonTypeSchema,
  reason: z.string().check(z.trim(), z.maxLength(REFUND_REASON_MAX)),
  /** Required for a DEPOSIT order (its money goes back to a bank account). */
  bankInfo: z.optional(refundBankInfoSchema),
};

export const refundItemRequestSchema = z.object({
  itemKey: z.string().check(z.minLength(1)),
  quantity: z.number().check(z.int(), z.gte(1)),
});

export const refundResultSchema = z.object({ order: orderDetailSchema, refund: refundRecordSchema });
export type RefundResult = z.infer<typeof refundResultSchema>;

// ---- calls ------------------------------------------------------------------------------------

export const orders = defineEndpoint({
  id: 'adminOrder.orders',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.extend(orderFilterSchema, {
    cursor: z.optional(z.string().check(z.minLength(1))),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ORDER_SLICE_MAX)), 100),
  }),
  response: z.object({
    items: z.array(orderSummarySchema),
    /** Passed back as `cursor` for the next slice; null at the end. */
    nextCursor: z.nullable(z.string()),
    totals: orderTotalsSchema,
  }),
  summary: 'Orders newest first by cursor, filtered by status, type, Seoul-day period and keys, with totals; 400 request.invalid (data.field cursor) for an unknown cursor.',
});

export const order = defineEndpoint({
  id: 'adminOrder.order',
  method: 'GET',
  path: `${base}/{orderKey}`,
  auth: 'required',
  access,
  params: orderParams,
  response: orderDetailSchema,
  summary: 'One order in full; 404 request.not_found when there is none.',
});

export const refund = defineEndpoint({
  id: 'adminOrder.refund',
  method: 'POST',
  path: `${base}/{orderKey}/refund`,
  auth: 'required',
  access,
  params: orderParams,
  body: z.object({
    refundItems: z.array(refundItemRequestSchema),
    shippingRefundItems: z.array(z.string().check(z.minLength(1))),
    ...refundCommon,
  }),
  response: refundResultSchema,
  summary: 'Refund the chosen units and shipping fees (irreversible); PARTIAL_REFUNDED, or REFUND_COMPLETED when nothing is left.',
});

export const refundAll = defineEndpoint({
  id: 'adminOrder.refundAll',
  method: 'POST',
  path: `${base}/{orderKey}/refund/all`,
  auth: 'required',
  access,
  params: orderParams,
  body: z.object({
    ...refundCommon,
    /**
     * The total the operator confirmed. Everything left is read when the call arrives, so another
     * refund in between would make this one smaller than confirmed: when what is left no longer
     * totals this, 409 order.refund.quantity and nothing is refunded (as a partial refund
     * whose units moved). Absent: refund whatever is left.
     */
    expectedAmount: z.optional(z.number().check(z.int(), z.gte(0))),
  }),
  response: refundResultSchema,
  summary: 'Refund everything not yet refunded (irreversible); the order becomes REFUND_COMPLETED.',
});

export const exportOrders = defineEndpoint({
  id: 'adminOrder.exportOrders',
  method: 'POST',
  path: `${base}/export`,
  auth: 'required',
  access,
  body: z.object({ filter: orderFilterSchema }),
  response: jobSchema,
  summary: 'Export the orders the filter matches as a job whose result is an XLSX file.',
});

export const adminOrderEndpoints = { orders, order, refund, refundAll, exportOrders };
