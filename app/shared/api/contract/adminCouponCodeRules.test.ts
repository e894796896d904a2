/**
 * The WORD coupon code's refusals (issue 38): the character that is not allowed is named, or the
 * length that is missed (최대 16자), not one message for every mistake.
 */
import { describe, expect, it } from 'vitest';
import { codeRuleMessages, wordProblem } from './adminCouponCodeRules';

describe('a WORD code says what is wrong with it', () => {
  it('names the first character that is not Korean, a letter or a digit (a space as 공백)', () => {
    expect(wordProblem('할인!')).toBe(codeRuleMessages.wordCharacter('!'));
    expect(wordProblem('SALE 2026')).toBe('‘공백’은 코드에 쓸 수 없어요. 한글, 영문, 숫자만 쓸 수 있어요.');
  });

  it('says the length it misses', () => {
    expect(wordProblem('ab')).toBe(codeRuleMessages.wordTooShort);
    expect(wordProblem('가'.repeat(17))).toBe('코드는 최대 16자까지 입력할 수 있어요.');
  });

  it('takes 3–16 of Korean, letters and digits, and asks for one when empty', () => {
    expect(wordProblem('겨울SALE2026')).toBeNull();
    expect(wordProblem('')).toBe(codeRuleMessages.word);
  });
});
