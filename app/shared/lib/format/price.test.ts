/** Spec learner.md §9: "Price: zero shows 'free', otherwise amount followed by the won sign; display modes ZERO, FREE, HIDE." */
import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_FREE } from './price';

describe('formatPrice', () => {
  it('shows a non-zero amount with thousands separators and 원, in every mode', () => {
    for (const mode of ['FREE', 'ZERO', 'HIDE'] as const) {
      expect(formatPrice(1, mode)).toBe('1원');
      expect(formatPrice(999, mode)).toBe('999원');
      expect(formatPrice(1000, mode)).toBe('1,000원');
      expect(formatPrice(1234567, mode)).toBe('1,234,567원');
    }
  });

  it('FREE (the default) shows zero as "무료"', () => {
    expect(formatPrice(0)).toBe(PRICE_FREE);
    expect(formatPrice(0, 'FREE')).toBe('무료');
  });

  it('ZERO shows zero as an amount, "0원"', () => {
    expect(formatPrice(0, 'ZERO')).toBe('0원');
  });

  it('HIDE shows nothing for zero', () => {
    expect(formatPrice(0, 'HIDE')).toBeNull();
  });

  it('shows a negative amount (a discount) with its sign, and whole won only', () => {
    expect(formatPrice(-5000)).toBe('-5,000원');
    expect(formatPrice(1999.6)).toBe('2,000원');
  });

  it('refuses NaN and infinities', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
