/**
 * The message area's job kind and record type in words (issue 43; kit/kinds/defineKindWords.ts): a
 * request's cancel reads "상태: 예약됨 → 취소됨", as the request's page says its status.
 */
import { copy } from '@app/shared/copy';
import { defineKindWords, fieldsOf, inWords } from '../kit/kinds/defineKindWords';

const text = copy.backofficeMessages;

export default defineKindWords({
  jobKinds: text.jobKinds,
  recordTypes: {
    MESSAGE_REQUEST: { name: text.history.name, fields: fieldsOf(text.history.fields, { status: inWords(text.status) }) },
  },
});
