/**
 * The board area's rules without zod (backoffice.md §4 Q&A waiting / answered, §5 "Notice title
 * 3-30. Long text max 10,000", §9 "Text max 10,000", "notices 10" a page; issue 42), so the
 * screens read them without downloading the contract's schemas and the mock says the same words:
 * the question states, the long-text rule (a rich text counted by the text it shows), the notice
 * title's bounds, the lists' sorts and the area's own error codes.
 */
import { BOARD_ITEM_TITLE_MAX, BOARD_ITEM_TITLE_MIN, itemBodyEmpty, LONG_TEXT_MAX, longTextProblem, longTextTooLong } from './communityBoardRules';

// The rules the learner's board pages read too live in communityBoardRules.ts; the back-office reads them here.
export { BOARD_ITEM_TITLE_MAX, BOARD_ITEM_TITLE_MIN, LONG_TEXT_MAX, longTextProblem };
export { boardWriteForbidden, boardWritePermissions, mayWriteOnBoard, type BoardWritePermission, type BoardWriter } from './communityBoardRules';
export {
  attachmentProblem,
  BOARD_ATTACHMENT_MAX_BYTES,
  BOARD_ATTACHMENT_MAX_COUNT,
  BOARD_IMAGE_MAX_BYTES,
  boardAttachmentExtensions,
  boardFileMessages,
  boardImageExtensions,
  boardImageProblem,
} from './communityBoardRules';

/** Where a question stands for the operator (§4): nobody answered yet, or answered. */
export const questionStatuses = ['WAITING', 'ANSWERED'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

/** §5 "Notice title 3-30". */
export const NOTICE_TITLE_MIN = 3;
export const NOTICE_TITLE_MAX = 30;
/** §9 "Page sizes: … notices 10". */
export const NOTICE_PAGE_SIZE = 10;

/** The notice and class-notice lists' one sort field: when written (notices pinned first whatever the order). */
export const noticeSortFields = ['created'] as const;

/** The question list's one order: by when it was asked. */
export const questionSortFields = ['created'] as const;

/** A review as the operator sees it: shown to learners, or hidden by an operator (review guidance, learner.md §5). */
export const reviewStates = ['SHOWN', 'HIDDEN'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** Whether a review has the operator's reply yet. */
export const reviewReplyStates = ['REPLIED', 'UNREPLIED'] as const;
export type ReviewReplyState = (typeof reviewReplyStates)[number];

/** The ratings a review filter offers, as the URL and the query carry them (learner.md §9 "rating 1 to 5"). */
export const reviewRatingValues = ['5', '4', '3', '2', '1'] as const;
export type ReviewRatingValue = (typeof reviewRatingValues)[number];

/** The review list's orders: when written (newest first by default) or by rating. */
export const reviewSortFields = ['created', 'rating'] as const;

/** Whether an item is pinned first in its board, and whether only its author (and operators) may read it. */
export const boardItemPinStates = ['PINNED', 'UNPINNED'] as const;
export type BoardItemPinState = (typeof boardItemPinStates)[number];
export const boardItemPrivacyStates = ['PRIVATE', 'PUBLIC'] as const;
export type BoardItemPrivacyState = (typeof boardItemPrivacyStates)[number];

/** A comment under a board item as the operator sees it: shown, or hidden by an operator. */
export const commentStates = ['SHOWN', 'HIDDEN'] as const;
export type CommentState = (typeof commentStates)[number];

/** The board item list's one order: by when written (pinned first whatever the order). */
export const boardItemSortFields = ['created'] as const;

export const boardRuleMessages = {
  answerEmpty: '답변을 적어 주세요.',
  replyEmpty: '답글 내용을 적어 주세요.',
  itemBodyEmpty,
  noticeBodyEmpty: '공지 내용을 적어 주세요.',
  longTextTooLong,
} as const;

export const boardErrorCodes = {
  /** An answer saved from an answer state that is no longer the latest; `data.answeredAt`. */
  answerConflict: { code: 'board.answer.conflict', status: 409 },
  /** A notice saved from a version that is no longer the latest; `data.version`. */
  noticeConflict: { code: 'board.notice.conflict', status: 409 },
  /** A class notice saved from a version that is no longer the latest; `data.version`. */
  classNoticeConflict: { code: 'board.classNotice.conflict', status: 409 },
  /** A review's reply saved from a reply state that is no longer the latest; `data.version` (null: no reply). */
  replyConflict: { code: 'board.reply.conflict', status: 409 },
  /** A board item saved from a version that is no longer the latest; `data.version`. */
  itemConflict: { code: 'board.item.conflict', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

/** A question's state from its answer. */
export function questionStatusOf(answer: object | null): QuestionStatus {
  return answer === null ? 'WAITING' : 'ANSWERED';
}

const BLOCK_END = /<\/(?:p|h[1-6]|li)>|<br\s*\/?>/gi;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text a rich text shows (its stored HTML without tags, a line per block): what its length is
 * counted on, what the learner's `contentText` holds. No DOM needed, so the mock says the same.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n+$/, '');
}

const ESCAPED: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A plain text as the rich-text editor's HTML: a paragraph per line, markup characters escaped, so
 * an answer kept as plain text (from before answers were formatted) opens in the editor as it reads
 * and `plainTextOf` gives the same text back.
 */
export function plainTextAsHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (character) => ESCAPED[character] ?? character)}</p>`)
    .join('');
}

/** What is wrong with a rich text that must say something (its shown text blank, or over 10,000 characters), or null. */
export function richTextProblem(html: string, empty: string): string | null {
  return longTextProblem(plainTextOf(html), empty);
}
