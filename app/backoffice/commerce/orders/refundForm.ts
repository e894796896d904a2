/**
 * The refund form's rules as one zod schema (backoffice.md §3 Refund request, §5 refund fields;
 * issue 17), so the dialog is a plain react-hook-form over it and the rules are tested without a
 * browser: units per refundable item (a whole number, at most what is left), the unrefunded
 * shipping fees, something chosen, a reason for "기타", and for a deposit order the bank account
 * (holder 1–20 characters, number 11–14 digits or hyphens, the contract's own rule). Each message is
 * in Korean at its field; "nothing chosen" belongs to no single field, so it is the form's root
 * error. The amounts themselves come from the one refund computation (adminOrderRefund.ts).
 */
import { z } from 'zod/mini';
import {
  REFUND_ACCOUNT_PATTERN,
  REFUND_HOLDER_MAX,
  REFUND_REASON_MAX,
  refundBanks,
  refundReasonTypes,
  type OrderDetail,
  type OrderItem,
  type RefundReasonType,
  type ShippingFee,
} from '@app/shared/api/contract/adminOrder';
import { everythingLeft, remainingQuantity, type RefundChoice } from '@app/shared/api/contract/adminOrderRefund';
import { copy } from '@app/shared/copy';

const text = copy.backofficeOrders;
const WHOLE_NUMBER = /^\d{1,6}$/;

export type RefundBank = (typeof refundBanks)[number];

/** What the form holds; units and fees are listed in `refundableParts` order (field names stay index-based, keys may hold dots). */
export interface RefundFormValues {
  quantities: string[];
  fees: boolean[];
  reasonType: RefundReasonType;
  reason: string;
  bankName: RefundBank;
  accountHolder: string;
  accountNumber: string;
}

/** The items with units left and the fees not refunded yet: what the form offers. */
export function refundableParts(order: OrderDetail): { items: OrderItem[]; fees: ShippingFee[] } {
  return {
    items: order.transactionInfo.orderItems.filter((item) => remainingQuantity(item) > 0),
    fees: order.shippingFees.filter((fee) => !fee.refunded),
  };
}

export function refundFormDefaults(order: OrderDetail): RefundFormValues {
  const { items, fees } = refundableParts(order);
  return {
    quantities: items.map(() => '0'),
    fees: fees.map(() => false),
    reasonType: 'CHANGE_OF_MIND',
    reason: '',
    bankName: refundBanks[0],
    accountHolder: '',
    accountNumber: '',
  };
}

/** "전체 환불": every unit and fee left, as form values. */
export function everythingLeftValues(order: OrderDetail): Pick<RefundFormValues, 'quantities' | 'fees'> {
  const { items, fees } = refundableParts(order);
  const all = everythingLeft(order);
  return {
    quantities: items.map((item) => String(all.quantities[item.itemKey] ?? 0)),
    fees: fees.map((fee) => all.shippingItemKeys.includes(fee.shippingItemKey)),
  };
}

/** The units and fees the values choose, for computeRefund (a unit count not yet a whole number counts as none). */
export function choiceOf(order: OrderDetail, values: Pick<RefundFormValues, 'quantities' | 'fees'>): RefundChoice {
  const { items, fees } = refundableParts(order);
  const quantities: Record<string, number> = {};
  items.forEach((item, index) => {
    const typed = values.quantities[index]?.trim() ?? '';
    if (WHOLE_NUMBER.test(typed) && Number(typed) > 0) quantities[item.itemKey] = Number(typed);
  });
  return { quantities, shippingItemKeys: fees.filter((_, index) => values.fees[index] === true).map((fee) => fee.shippingItemKey) };
}

export function refundFormSchema(order: OrderDetail) {
  const { items } = refundableParts(order);
  const deposit = order.paymentMethod === 'DEPOSIT';
  return z
    .object({
      quantities: z.array(z.string()),
      fees: z.array(z.boolean()),
      reasonType: z.enum(refundReasonTypes),
      reason: z.string(),
      bankName: z.enum(refundBanks),
      accountHolder: z.string(),
      accountNumber: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        let units = 0;
        let unitProblem = false;
        items.forEach((item, index) => {
          const typed = values.quantities[index]?.trim() ?? '';
          const path = ['quantities', index];
          const message = !WHOLE_NUMBER.test(typed)
            ? text.quantityInvalid
            : Number(typed) > remainingQuantity(item)
              ? text.quantityTooMany(remainingQuantity(item))
              : null;
          if (message) ctx.addIssue({ code: 'custom', message, path });
          unitProblem ||= message !== null;
          units += message ? 0 : Number(typed);
        });
        // Said only when every unit field is readable: a wrong count is the message that helps.
        if (!unitProblem && units === 0 && !values.fees.some(Boolean)) {
          ctx.addIssue({ code: 'custom', message: text.nothingChosen, path: ['root'] });
        }
        const reason = values.reason.trim();
        if (values.reasonType === 'OTHER' && reason === '') ctx.addIssue({ code: 'custom', message: text.reasonRequired, path: ['reason'] });
        else if (reason.length > REFUND_REASON_MAX) ctx.addIssue({ code: 'custom', message: text.reasonTooLong(REFUND_REASON_MAX), path: ['reason'] });
        if (!deposit) return;
        const holder = values.accountHolder.trim();
        if (holder === '') ctx.addIssue({ code: 'custom', message: text.holderRequired, path: ['accountHolder'] });
        else if (holder.length > REFUND_HOLDER_MAX) ctx.addIssue({ code: 'custom', message: text.holderTooLong(REFUND_HOLDER_MAX), path: ['accountHolder'] });
        if (!REFUND_ACCOUNT_PATTERN.test(values.accountNumber.trim())) ctx.addIssue({ code: 'custom', message: text.accountInvalid, path: ['accountNumber'] });
      }),
    );
}

/** Whether the values choose every unit and fee left: then the refund is "전체 환불" (`…/refund/all`). */
export function choosesEverythingLeft(order: OrderDetail, values: Pick<RefundFormValues, 'quantities' | 'fees'>): boolean {
  const chosen = choiceOf(order, values);
  const all = everythingLeft(order);
  const itemKeys = Object.keys(all.quantities);
  return (
    itemKeys.length + all.shippingItemKeys.length > 0 &&
    Object.keys(chosen.quantities).length === itemKeys.length &&
    itemKeys.every((itemKey) => chosen.quantities[itemKey] === all.quantities[itemKey]) &&
    chosen.shippingItemKeys.length === all.shippingItemKeys.length &&
    all.shippingItemKeys.every((key) => chosen.shippingItemKeys.includes(key))
  );
}

/** Reason and, for a deposit order, the bank account: what a partial and a whole refund both carry. */
export function refundReasonOf(order: OrderDetail, values: RefundFormValues) {
  return {
    reasonType: values.reasonType,
    reason: values.reason.trim(),
    ...(order.paymentMethod === 'DEPOSIT'
      ? { bankInfo: { bankName: values.bankName, accountHolder: values.accountHolder.trim(), accountNumber: values.accountNumber.trim() } }
      : {}),
  };
}

/** The partial refund call's body for valid values (the bank account only for a deposit order). */
export function refundRequestOf(order: OrderDetail, values: RefundFormValues) {
  const choice = choiceOf(order, values);
  return {
    refundItems: Object.entries(choice.quantities).map(([itemKey, quantity]) => ({ itemKey, quantity })),
    shippingRefundItems: [...choice.shippingItemKeys],
    ...refundReasonOf(order, values),
  };
}
