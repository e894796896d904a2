/** textWidthEm: Hangul a full em, Latin, digits, spaces and punctuation about half. */
import { describe, expect, it } from 'vitest';
import { textWidthEm } from './textWidth';

describe('textWidthEm', () => {
  it('counts a Hangul syllable as an em and the rest as about half', () => {
    expect(textWidthEm('후기')).toBe(2);
    expect(textWidthEm('ab')).toBe(1.1);
    expect(textWidthEm('후기 내용, 작성자')).toBe(8.65);
    expect(textWidthEm('ㅊㅅ')).toBe(2);
  });

  it('is zero for no text', () => {
    expect(textWidthEm('')).toBe(0);
  });
});
