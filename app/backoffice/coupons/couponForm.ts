/**
 * The coupon specification form's values, rules and conversions (backoffice.md §5 coupon rules;
 * issue 30). The form holds what is typed (texts, as inputs give them); its zod schema checks them
 * with the contract's own rules and messages (`adminCouponRules.ts`, the texts by
 * `adminCoupon.ts`'s schemas) — the very ones the mock answers with — so a message under a field
 * is the same whether the form or the server found it. `toCouponBody` turns valid values into the
 * body the contract sends; `fromCoupon` fills the form from a saved specification;
 * `formFieldOfIssue` places a server's field issue under the field that typed it.
 */
import { z } from 'zod/mini';
import {
  couponDescriptionSchema,
  couponMemoSchema,
  couponTitleSchema,
  type CouponSpec,
  type CouponSpecBody,
} from '@app/shared/api/contract/adminCoupon';
import {
  amountProblem,
  couponRuleMessages,
  couponTypes,
  daysProblem,
  daysToPeriod,
  NO_PERIOD,
  percentProblem,
  periodDays,
  UNLIMITED_USE,
  usablePeriodProblem,
  useLimitProblem,
  type CouponField,
} from '@app/shared/api/contract/adminCouponRules';

export const validityKinds = ['DAYS', 'PERIOD', 'NONE'] as const;
export type ValidityKind = (typeof validityKinds)[number];
export const limitKinds = ['UNLIMITED', 'LIMITED'] as const;
export type LimitKind = (typeof limitKinds)[number];

export interface CouponFormValues {
  internalTitle: string;
  description: string;
  type: (typeof couponTypes)[number];
  percent: string;
  /** Won, as typed; thousands separators allowed ("5,000"). */
  amount: string;
  validity: ValidityKind;
  days: string;
  startDay: string;
  endDay: string;
  limit: LimitKind;
  limitCount: string;
  memo: string;
}

export type CouponFormField = keyof CouponFormValues;

export const emptyCouponForm: CouponFormValues = {
  internalTitle: '',
  description: '',
  type: 'PERCENT',
  percent: '',
  amount: '',
  validity: 'DAYS',
  days: '30',
  startDay: '',
  endDay: '',
  limit: 'UNLIMITED',
  limitCount: '1',
  memo: '',
};

/** A whole number typed (digits, optionally with thousands commas); NaN for anything else. */
export function typedInteger(text: string): number {
  const plain = text.trim().replace(/,/g, '');
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

export const couponFormSchema = z
  .object({
    internalTitle: couponTitleSchema,
    description: couponDescriptionSchema,
    type: z.enum(couponTypes),
    percent: z.string(),
    amount: z.string(),
    validity: z.enum(validityKinds),
    days: z.string(),
    startDay: z.string(),
    endDay: z.string(),
    limit: z.enum(limitKinds),
    limitCount: z.string(),
    memo: couponMemoSchema,
  })
  .check(
    z.superRefine((values, ctx) => {
      const at = (path: CouponFormField, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', message, path: [path], input: values });
      };
      if (values.type === 'PERCENT') at('percent', percentProblem(typedInteger(values.percent)));
      else at('amount', amountProblem(typedInteger(values.amount)));
      if (values.validity === 'DAYS') at('days', daysProblem(typedInteger(values.days)));
      if (values.validity === 'PERIOD') {
        const problem = usablePeriodProblem(values.startDay, values.endDay);
        at(values.startDay ? 'endDay' : 'startDay', problem);
      }
      if (values.limit === 'LIMITED') at('limitCount', useLimitProblem(typedInteger(values.limitCount)));
    }),
  );

/** The body the contract sends, from values the schema accepted (texts already normalised). */
export function toCouponBody(values: CouponFormValues): CouponSpecBody {
  return {
    internalTitle: values.internalTitle,
    description: values.description,
    type: values.type,
    percent: values.type === 'PERCENT' ? typedInteger(values.percent) : null,
    amount: values.type === 'AMOUNT' ? typedInteger(values.amount) : null,
    period: values.validity === 'DAYS' ? daysToPeriod(typedInteger(values.days)) : NO_PERIOD,
    usablePeriod: values.validity === 'PERIOD' ? { startDay: values.startDay, endDay: values.endDay } : null,
    limitUseCount: values.limit === 'UNLIMITED' ? UNLIMITED_USE : typedInteger(values.limitCount),
    memo: values.memo,
  };
}

/** The form as a saved specification fills it. */
export function fromCoupon(coupon: CouponSpec): CouponFormValues {
  const days = periodDays(coupon.period);
  return {
    internalTitle: coupon.internalTitle,
    description: coupon.description,
    type: coupon.type,
    percent: coupon.percent === null ? '' : String(coupon.percent),
    amount: coupon.amount === null ? '' : String(coupon.amount),
    validity: days !== null ? 'DAYS' : coupon.usablePeriod ? 'PERIOD' : 'NONE',
    days: days !== null ? String(days) : emptyCouponForm.days,
    startDay: coupon.usablePeriod?.startDay ?? '',
    endDay: coupon.usablePeriod?.endDay ?? '',
    limit: coupon.limitUseCount === UNLIMITED_USE ? 'UNLIMITED' : 'LIMITED',
    limitCount: coupon.limitUseCount === UNLIMITED_USE ? emptyCouponForm.limitCount : String(coupon.limitUseCount),
    memo: coupon.memo,
  };
}

/** The form fields that type each contract field (a locked contract field locks them all). */
export const formFieldsOf: Record<CouponField, readonly CouponFormField[]> = {
  internalTitle: ['internalTitle'],
  description: ['description'],
  type: ['type'],
  percent: ['percent'],
  amount: ['amount'],
  period: ['validity', 'days'],
  usablePeriod: ['validity', 'startDay', 'endDay'],
  limitUseCount: ['limit', 'limitCount'],
  memo: ['memo'],
};

/** Where a server's field issue (`data.issues[].path`) shows in the form; null when it names no field of it. */
export function formFieldOfIssue(path: string): CouponFormField | null {
  const head = path.split('.')[0] ?? '';
  switch (head) {
    case 'period':
      return 'days';
    case 'usablePeriod':
      return 'endDay';
    case 'limitUseCount':
      return 'limitCount';
    case 'internalTitle':
    case 'description':
    case 'percent':
    case 'amount':
    case 'memo':
      return head;
    default:
      return null;
  }
}

export { couponRuleMessages };
