/** The board area's record types in words (issue 37; kit/kinds/defineKindWords.ts): a question's history reads "답변: … → …", a notice's "고정: 고정 안 함 → 고정". */
import { copy } from '@app/shared/copy';
import { defineKindWords, fieldsOf, inWords, yesNo } from '../kit/kinds/defineKindWords';

const text = copy.backofficeBoards.history;

export default defineKindWords({
  recordTypes: {
    QUESTION: { name: text.name, fields: fieldsOf(text.fields) },
    NOTICE: { name: text.notice.name, fields: fieldsOf(text.notice.fields, { pinned: yesNo(text.notice.pinned, text.notice.notPinned) }) },
    CLASS_NOTICE: { name: text.classNotice.name, fields: fieldsOf(text.classNotice.fields, { visibility: inWords(copy.backofficeBoards.visibilityLabels) }) },
  },
});
