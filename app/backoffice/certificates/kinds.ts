/**
 * The certificates area's record type in words (issue 37; kit/kinds/defineKindWords.ts): "기본
 * 수료증: 기본 아님 → 기본 수료증", and a layout as how many items it places (the history stores
 * each item's key and position, which read as nothing to a person; the editor shows the layout).
 */
import { copy } from '@app/shared/copy';
import { defineKindWords, fieldsOf, yesNo } from '../kit/kinds/defineKindWords';

const text = copy.backofficeCertificates.history;

export default defineKindWords({
  recordTypes: {
    CERTIFICATE: {
      name: text.name,
      fields: fieldsOf(text.fields, {
        primary: yesNo(text.primary, text.notPrimary),
        layout: (value) => text.layoutItems(String(value).split(' / ').length),
      }),
    },
  },
});
