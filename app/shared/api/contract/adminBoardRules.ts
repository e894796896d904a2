/**
 * The board area's rules without zod (backoffice.md §4 Q&A waiting / answered, §5 "Notice title
 * 3-30. Long text max 10,000", §9 "Text max 10,000", "notices 10" a page; issue 42), so the
 * screens read them without downloading the contract's schemas and the mock says the same words:
 * the question states, the long-text rule (a rich text counted by the text it shows), the notice
 * title's bounds, the lists' sorts and the area's own error codes.
 */
import { countCharacters } from '@ds/lib/text/characters';

/** A long text (an answer, later a notice body): at most this many characters (§5, §9). */
export const LONG_TEXT_MAX = 10_000;

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

/** A general board item's title (a contract decision: the spec gives board items no bounds). */
export const BOARD_ITEM_TITLE_MIN = 2;
export const BOARD_ITEM_TITLE_MAX = 50;

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
  itemBodyEmpty: '게시글 내용을 적어 주세요.',
  noticeBodyEmpty: '공지 내용을 적어 주세요.',
  longTextTooLong: (length: number) => `${LONG_TEXT_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요. 지금 ${length.toLocaleString('ko-KR')}자예요.`,
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

/** What is wrong with a long text that must say something, or null: blank (`empty` says so), or over 10,000 characters. */
export function longTextProblem(value: string, empty: string): string | null {
  if (value.trim() === '') return empty;
  const length = countCharacters(value);
  return length > LONG_TEXT_MAX ? boardRuleMessages.longTextTooLong(length) : null;
}

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

/** What is wrong with a rich text that must say something (its shown text blank, or over 10,000 characters), or null. */
export function richTextProblem(html: string, empty: string): string | null {
  return longTextProblem(plainTextOf(html), empty);
}
