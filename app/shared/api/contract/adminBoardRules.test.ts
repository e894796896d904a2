/**
 * The board area's long-text rule (backoffice.md §5 "Long text max 10,000"): blank text is refused
 * with the caller's words, 10,000 characters pass and one more is refused saying how many there
 * are, counted as a reader counts them (a Hangul syllable or an emoji is one); and a question's
 * state follows its answer.
 */
import { describe, expect, it } from 'vitest';
import { boardRuleMessages, LONG_TEXT_MAX, longTextProblem, questionStatusOf } from './adminBoardRules';

const empty = boardRuleMessages.answerEmpty;

describe('longTextProblem', () => {
  it('refuses blank text, spaces and line breaks only, with the words given', () => {
    expect(longTextProblem('', empty)).toBe(empty);
    expect(longTextProblem(' \n\t ', empty)).toBe(empty);
  });

  it('takes up to 10,000 characters counted as read, and refuses one more with the count', () => {
    expect(longTextProblem('가'.repeat(LONG_TEXT_MAX), empty)).toBeNull();
    expect(longTextProblem('👍🏽'.repeat(LONG_TEXT_MAX), empty)).toBeNull();
    expect(longTextProblem(`${'가'.repeat(LONG_TEXT_MAX)}나`, empty)).toBe('10,000자까지 쓸 수 있어요. 지금 10,001자예요.');
  });

  it('keeps line breaks as part of the text', () => {
    expect(longTextProblem('안녕하세요\n답변이에요.', empty)).toBeNull();
  });
});

describe('questionStatusOf', () => {
  it('is waiting without an answer and answered with one', () => {
    expect(questionStatusOf(null)).toBe('WAITING');
    expect(questionStatusOf({ content: '답변이에요.' })).toBe('ANSWERED');
  });
});
