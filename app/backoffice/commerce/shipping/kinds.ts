/** The shipping area's record type in words (issue 37; kit/kinds/defineKindWords.ts): "배송 상태: 배송 준비 → 배송 중", "택배사: CJ대한통운". */
import { carrierNames, shippingStatusNames } from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { formatPhone } from '@app/shared/lib/format/phone';
import { defineKindWords, fieldsOf, inWords } from '../../kit/kinds/defineKindWords';

const text = copy.backofficeShipping.history;

export default defineKindWords({
  recordTypes: {
    SHIPMENT: {
      name: text.name,
      fields: fieldsOf(text.fields, {
        status: inWords(shippingStatusNames),
        carrier: inWords(carrierNames),
        'recipient.phone': (value) => formatPhone(String(value)),
      }),
    },
  },
});
