/**
 * The catalogue's record types in words (issue 37; kit/kinds/defineKindWords.ts): an item's
 * ("가격: 129,000원 → 135,000원", "판매 상태: 판매 중", "배속 재생: 사용") and a category's
 * ("순서: 2번째 → 1번째", "속한 상품 수: 4개").
 */
import {
  backofficeCatalogueCategoryHistoryFields,
  backofficeCatalogueHistoryFields,
  backofficeCatalogueHistoryValues,
} from '@app/shared/copy/backofficeCatalogue';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatPrice } from '@app/shared/lib/format/price';
import { asNumber, defineKindWords, fieldsOf, inWords, yesNo } from '../kit/kinds/defineKindWords';

const text = copy.backofficeCatalogue.history;
const money = asNumber((amount) => formatPrice(amount, 'ZERO') ?? String(amount));
const dateTime = (value: string | number | boolean) => formatDateTime(String(value));
const coded = Object.fromEntries(Object.entries(backofficeCatalogueHistoryValues).map(([field, names]) => [field, inWords(names)]));

export default defineKindWords({
  recordTypes: {
    CATALOGUE_ITEM: {
      name: text.item,
      fields: fieldsOf(backofficeCatalogueHistoryFields, {
        ...coded,
        usePlaybackRates: yesNo(text.yes, text.no),
        price: money,
        shippingFee: money,
        freeShippingFrom: money,
        'salePeriod.startAt': dateTime,
        'salePeriod.endAt': dateTime,
        maxPurchaseQuantity: asNumber(text.count),
        variantCount: asNumber(text.count),
        totalStock: asNumber(text.count),
      }),
    },
    CATALOGUE_CATEGORY: {
      name: text.category,
      fields: fieldsOf(backofficeCatalogueCategoryHistoryFields, { order: asNumber(text.orderAt), itemCount: asNumber(text.count) }),
    },
  },
});
