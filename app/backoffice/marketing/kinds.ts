/** The marketing area's record type in words (issue 37; kit/kinds/defineKindWords.ts): "노출: 숨김 → 노출", "대상: 로그인한 회원", dates as Seoul date and time. */
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { asNumber, defineKindWords, fieldsOf, inWords, yesNo } from '../kit/kinds/defineKindWords';

const text = copy.backofficeMarketing;
const dateTime = (value: string | number | boolean) => formatDateTime(String(value));

export default defineKindWords({
  recordTypes: {
    MARKETING: {
      name: text.history.name,
      fields: fieldsOf(text.history.fields, {
        enabled: yesNo(text.history.shown, text.history.hidden),
        startAt: dateTime,
        endAt: dateTime,
        target: inWords(text.targetLabels),
        order: asNumber(text.history.orderAt),
      }),
    },
  },
});
