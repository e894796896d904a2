/**
 * The one number formatting of the product: grouped counts, sizes with decimals, percents, and
 * the rule that a small whole number needs no Intl formatter (issue 18).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countIntl } from '@tests/support/countIntl';
import { formatCount, formatDecimal, formatPercent } from './number';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [8214, '8,214'],
    [1234567, '1,234,567'],
    [1234.5, '1,235'],
  ])('%d reads %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('formatDecimal and formatPercent', () => {
  it('keeps at most the decimals asked for, grouped', () => {
    expect(formatDecimal(1.55, 1)).toBe('1.6');
    expect(formatDecimal(1536.25, 1)).toBe('1,536.3');
    expect(formatDecimal(512, 1)).toBe('512');
  });

  it('writes a share as a whole percent', () => {
    expect(formatPercent(0.456)).toBe('46%');
    expect(formatPercent(1)).toBe('100%');
  });
});

describe('a whole number under 1,000 needs no formatter (a form paints without loading ICU data)', () => {
  afterEach(() => vi.resetModules());

  it('builds none for 0 to 999, one per shape after, reused', async () => {
    const built = countIntl('NumberFormat');
    try {
      vi.resetModules();
      const fresh = await import('./number');
      expect([fresh.formatCount(0), fresh.formatCount(20), fresh.formatDecimal(512, 1)]).toEqual(['0', '20', '512']);
      expect(built.count).toBe(0);
      expect([fresh.formatCount(1000), fresh.formatCount(10000)]).toEqual(['1,000', '10,000']);
      expect(built.count).toBe(1);
    } finally {
      built.restore();
    }
  });
});
