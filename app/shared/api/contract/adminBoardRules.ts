/**
 * The board area's rules without zod (backoffice.md §4 Q&A waiting / answered, §5 "Long text max
 * 10,000", §9 "Text max 10,000"; issue 42), so the screens read them without downloading the
 * contract's schemas and the mock says the same words: the question states, the answer's length
 * rule, the list's one sort and the area's own error code.
 */
import { countCharacters } from '@ds/lib/text/characters';

/** A long text (an answer, later a notice body): at most this many characters (§5, §9). */
export const LONG_TEXT_MAX = 10_000;

/** Where a question stands for the operator (§4): nobody answered yet, or answered. */
export const questionStatuses = ['WAITING', 'ANSWERED'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

/** The question list's one order: by when it was asked. */
export const questionSortFields = ['created'] as const;

export const boardRuleMessages = {
  answerEmpty: '답변을 적어 주세요.',
  longTextTooLong: (length: number) => `${LONG_TEXT_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요. 지금 ${length.toLocaleString('ko-KR')}자예요.`,
} as const;

export const boardErrorCodes = {
  /** An answer saved from an answer state that is no longer the latest; `data.answeredAt`. */
  answerConflict: { code: 'board.answer.conflict', status: 409 },
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
