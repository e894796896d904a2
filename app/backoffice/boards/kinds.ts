/** The board area's record types in words (issue 37; kit/kinds/defineKindWords.ts): a question's history reads "답변: … → …", a notice's "고정: 고정 안 함 → 고정", a review's "공개 상태: 공개 중 → 숨김". */
import { copy } from '@app/shared/copy';
import { defineKindWords, fieldsOf, inWords, yesNo } from '../kit/kinds/defineKindWords';

const text = copy.backofficeBoards.history;
const reviewText = copy.backofficeBoardReviews.history;
const itemText = copy.backofficeBoardItems.history;

export default defineKindWords({
  recordTypes: {
    QUESTION: { name: text.name, fields: fieldsOf(text.fields) },
    NOTICE: { name: text.notice.name, fields: fieldsOf(text.notice.fields, { pinned: yesNo(text.notice.pinned, text.notice.notPinned) }) },
    CLASS_NOTICE: { name: text.classNotice.name, fields: fieldsOf(text.classNotice.fields, { visibility: inWords(copy.backofficeBoards.visibilityLabels) }) },
    REVIEW: { name: reviewText.name, fields: fieldsOf(reviewText.fields, { hidden: yesNo(reviewText.hidden, reviewText.shown) }) },
    BOARD_ITEM: { name: itemText.item.name, fields: fieldsOf(itemText.item.fields, { pinned: yesNo(itemText.yes, itemText.no), private: yesNo(itemText.yes, itemText.no) }) },
    BOARD_COMMENT: { name: itemText.comment.name, fields: fieldsOf(itemText.comment.fields, { hidden: yesNo(itemText.hidden, itemText.shown) }) },
    BOARD: { name: itemText.board.name, fields: fieldsOf(itemText.board.fields, { writePermission: inWords(copy.backofficeBoardItems.writePermissionLabels) }) },
  },
});
