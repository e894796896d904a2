/**
 * The page area's record type in words (issue 41; kit/kinds/defineKindWords.ts): a page's history
 * reads "게시 버전: 3번째 게시 → 4번째 게시" and "되살린 게시 버전: 1번째 게시", never the
 * stored numbers alone.
 */
import { copy } from '@app/shared/copy';
import { asNumber, defineKindWords, fieldsOf } from '../kit/kinds/defineKindWords';

const text = copy.backofficePages.history;

export default defineKindWords({
  recordTypes: {
    PAGE: {
      name: text.name,
      fields: fieldsOf(text.fields, { publicationVersion: asNumber(text.version), restoredFrom: asNumber(text.version) }),
    },
  },
});
