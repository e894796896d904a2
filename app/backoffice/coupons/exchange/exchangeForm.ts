/**
 * The exchange code form's values, rules and conversions (backoffice.md §3 Exchange code, §5 word
 * code; issue 30). The form holds what is typed; its zod schema checks it with the contract's own
 * rules and messages (adminCouponExchangeRules.ts, the word rule of adminCouponCodeRules.ts, the
 * texts by adminCouponExchange.ts's schemas), the ones the mock answers with, so a message under a
 * field is the same whether the form or the server found it.
 */
import { z } from 'zod/mini';
import { couponStatusSchema } from '@app/shared/api/contract/adminCoupon';
import type { ExchangeCode, ExchangeCodeBody, RedeemableCoupon } from '@app/shared/api/contract/adminCouponExchange';
import { wordProblem } from '@app/shared/api/contract/adminCouponCodeRules';
import {
  availableCountProblem,
  EXCHANGE_DESCRIPTION_MAX,
  EXCHANGE_DESCRIPTION_MIN,
  EXCHANGE_TITLE_MAX,
  EXCHANGE_TITLE_MIN,
  exchangeCodeTypes,
  redeemableCouponsProblem,
  UNLIMITED_EXCHANGES,
} from '@app/shared/api/contract/adminCouponExchangeRules';
import { boundedText } from '@app/shared/lib/validation/text';
import { limitKinds, typedInteger, type LimitKind } from '../couponForm';

/** A coupon chosen in the form: what the chosen list shows of it. */
export type ChosenCoupon = Pick<RedeemableCoupon, 'couponKey' | 'internalTitle' | 'status'>;

export interface ExchangeFormValues {
  type: (typeof exchangeCodeTypes)[number];
  code: string;
  title: string;
  description: string;
  limit: LimitKind;
  limitCount: string;
  coupons: ChosenCoupon[];
}

export type ExchangeFormField = keyof ExchangeFormValues;

export const emptyExchangeForm: ExchangeFormValues = {
  type: 'WORD',
  code: '',
  title: '',
  description: '',
  limit: 'LIMITED',
  limitCount: '100',
  coupons: [],
};

const chosenCouponSchema = z.object({ couponKey: z.string(), internalTitle: z.string(), status: couponStatusSchema });

/**
 * `editing`: the code and its type are fixed once made, so an edit does not check them. A limited
 * count is checked by the contract's rule; the coupons by theirs (1–10, none twice).
 */
export function exchangeFormSchema(editing: boolean) {
  return z
    .object({
      type: z.enum(exchangeCodeTypes),
      code: z.string().check(z.trim()),
      title: boundedText({ min: EXCHANGE_TITLE_MIN, max: EXCHANGE_TITLE_MAX }),
      description: boundedText({ min: EXCHANGE_DESCRIPTION_MIN, max: EXCHANGE_DESCRIPTION_MAX }),
      limit: z.enum(limitKinds),
      limitCount: z.string(),
      coupons: z.array(chosenCouponSchema),
    })
    .check(
      z.superRefine((value, ctx) => {
        const at = (path: ExchangeFormField, message: string | null) => {
          if (message) ctx.addIssue({ code: 'custom', message, path: [path], input: value });
        };
        if (!editing && value.type === 'WORD') at('code', wordProblem(value.code));
        if (value.limit === 'LIMITED') {
          const count = typedInteger(value.limitCount);
          at('limitCount', availableCountProblem(Number.isFinite(count) ? count : 0));
        }
        at('coupons', redeemableCouponsProblem(value.coupons.map((coupon) => coupon.couponKey)));
      }),
    );
}

function availableCountOf(values: ExchangeFormValues): number {
  return values.limit === 'UNLIMITED' ? UNLIMITED_EXCHANGES : typedInteger(values.limitCount);
}

export function toExchangeBody(values: ExchangeFormValues): ExchangeCodeBody {
  return {
    type: values.type,
    code: values.type === 'WORD' ? values.code.trim() : null,
    title: values.title,
    description: values.description,
    availableCount: availableCountOf(values),
    couponKeys: values.coupons.map((coupon) => coupon.couponKey),
  };
}

export function toExchangeUpdate(values: ExchangeFormValues, version: number) {
  const { title, description, availableCount, couponKeys } = toExchangeBody(values);
  return { title, description, availableCount, couponKeys, version };
}

export function fromExchangeCode(exchange: ExchangeCode): ExchangeFormValues {
  const unlimited = exchange.availableCount === UNLIMITED_EXCHANGES;
  return {
    type: exchange.type,
    code: exchange.code,
    title: exchange.title,
    description: exchange.description,
    limit: unlimited ? 'UNLIMITED' : 'LIMITED',
    limitCount: unlimited ? emptyExchangeForm.limitCount : String(exchange.availableCount),
    coupons: exchange.redeemableCoupons.map(({ couponKey, internalTitle, status }) => ({ couponKey, internalTitle, status })),
  };
}

/** The form field a server's issue path names (`availableCount` is typed as `limitCount`, `couponKeys` as the chosen coupons). */
export function formFieldOfIssue(path: string): ExchangeFormField | null {
  switch (path) {
    case 'code':
    case 'title':
    case 'description':
      return path;
    case 'availableCount':
      return 'limitCount';
    case 'couponKeys':
      return 'coupons';
    default:
      return null;
  }
}
