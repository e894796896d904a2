/** The tag-manager plugin's boot data (spec learner.md §9 "Analytics currency: KRW"). */
import { describe, expect, it } from 'vitest';
import { tagManagerBootEntries, tagManagerScriptUrl } from './tagManager';

describe('tag manager', () => {
  it('boots the container with the analytics currency KRW', () => {
    expect(tagManagerBootEntries(1000)).toEqual([
      { 'gtm.start': 1000, event: 'gtm.js' },
      { currency: 'KRW' },
    ]);
  });

  it('loads the container of the tenant key, escaped', () => {
    expect(tagManagerScriptUrl('GTM-KLASS01')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-KLASS01');
    expect(tagManagerScriptUrl('a&b')).toBe('https://www.googletagmanager.com/gtm.js?id=a%26b');
  });
});
