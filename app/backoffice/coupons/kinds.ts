/**
 * The coupons area's job kinds and record types in words (issue 37; kit/kinds/defineKindWords.ts):
 * a specification's history reads as its detail ("할인 금액: 5,000원", "유효 기간: 발급 후 30일",
 * "상태: 운영 중"), an exchange code's as its own (its coupons by name, "교환 가능 횟수: 3회").
 */
import { periodDays, UNLIMITED_USE } from '@app/shared/api/contract/adminCouponRules';
import { UNLIMITED_EXCHANGES } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { asNumber, defineKindWords, fieldsOf, inWords } from '../kit/kinds/defineKindWords';

const text = copy.backofficeCoupons;
const exchangeText = copy.backofficeExchangeCodes;
const fields = text.history.fields;

/** `2026-12-01` → `2026.12.01` (§9 yyyy.MM.dd; a Seoul day already). */
const dotted = (value: string | number | boolean) => String(value).replaceAll('-', '.');

export default defineKindWords({
  jobKinds: text.jobKinds,
  recordTypes: {
    COUPON: {
      name: text.history.name,
      fields: fieldsOf(
        {
          status: fields.status,
          internalTitle: fields.internalTitle,
          description: fields.description,
          type: fields.type,
          percent: fields.percent,
          amount: fields.amount,
          period: fields.period,
          'usablePeriod.startDay': fields.startDay,
          'usablePeriod.endDay': fields.endDay,
          limitUseCount: fields.limitUseCount,
          memo: fields.memo,
          codeSpecCount: fields.codeSpecCount,
          issueJob: fields.issueJob,
          codeStatus: fields.codeStatus,
        },
        {
          status: inWords(text.statusLabels),
          type: inWords(text.typeLabels),
          percent: asNumber(text.percentOff),
          amount: asNumber((amount) => formatPrice(amount, 'ZERO') ?? String(amount)),
          period: (value) => {
            const days = periodDays(String(value));
            return days === null ? text.noValidity : text.days(days);
          },
          'usablePeriod.startDay': dotted,
          'usablePeriod.endDay': dotted,
          limitUseCount: asNumber((count) => (count === UNLIMITED_USE ? text.unlimited : text.useCount(count))),
          codeSpecCount: asNumber(text.history.codeSpecCount),
          // Recorded as "<job id> · <scope>" before issue 38: the scope is what a person reads.
          issueJob: (value) => String(value).replace(/^job-\S+ · /, ''),
        },
      ),
    },
    EXCHANGE_CODE: {
      name: exchangeText.history.name,
      fields: fieldsOf(exchangeText.history.fields, {
        status: inWords(exchangeText.statusLabels),
        availableCount: asNumber((count) => (count === UNLIMITED_EXCHANGES ? exchangeText.unlimited : exchangeText.times(count))),
      }),
    },
  },
});
