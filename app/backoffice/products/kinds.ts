/** The PRODUCT area's record type in words (issue 40; kit/kinds/defineKindWords.ts): a warehouse ("창고 이름: 이천 물류센터 → 이천 제1센터"). */
import { copy } from '@app/shared/copy';
import { defineKindWords, fieldsOf } from '../kit/kinds/defineKindWords';

const text = copy.backofficeProducts.history;

export default defineKindWords({
  recordTypes: {
    PRODUCT_WAREHOUSE: { name: text.warehouse, fields: fieldsOf(text.fields) },
  },
});
