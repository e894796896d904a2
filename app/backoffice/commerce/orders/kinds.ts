/** The orders area's record type in words (issue 37; kit/kinds/defineKindWords.ts): "결제 상태: 결제 완료 → 부분 환불", "환불 금액: 0원 → 35,000원". */
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { asNumber, defineKindWords, fieldsOf, inWords } from '../../kit/kinds/defineKindWords';

const text = copy.backofficeOrders;

export default defineKindWords({
  recordTypes: {
    ORDER: {
      name: text.history.name,
      fields: fieldsOf(text.history.fields, {
        status: inWords(text.statusLabels),
        refundedAmount: asNumber((amount) => formatPrice(amount, 'ZERO') ?? String(amount)),
      }),
    },
  },
});
