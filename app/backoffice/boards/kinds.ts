/** The board area's record type in words (issue 37; kit/kinds/defineKindWords.ts): a question's history reads "답변: … → …". */
import { copy } from '@app/shared/copy';
import { defineKindWords, fieldsOf } from '../kit/kinds/defineKindWords';

const text = copy.backofficeBoards.history;

export default defineKindWords({
  recordTypes: {
    QUESTION: { name: text.name, fields: fieldsOf(text.fields) },
  },
});
