import { afterEach, describe, expect, it, vi } from 'vitest';
import { countIntl } from '@tests/support/countIntl';
import { countCharacters, cutToCharacters } from './characters';
import { formatCounter } from './counter';
import { formatFileSize } from './fileSize';

describe('countCharacters', () => {
  it('counts a Korean syllable as one character', () => {
    expect(countCharacters('수강 신청')).toBe(5);
  });

  it('counts an emoji with a skin tone or a ZWJ family as one character each', () => {
    expect(countCharacters('좋아요👍🏽👨‍👩‍👧')).toBe(5);
  });

  it('counts an empty string as zero', () => {
    expect(countCharacters('')).toBe(0);
  });

  it('counts CR LF as one character and other ASCII one each', () => {
    expect(countCharacters('a\r\nb')).toBe(3);
    expect(countCharacters('kim@klass.test')).toBe(14);
    expect(countCharacters('a\rb')).toBe(3);
  });
});

describe('the segmenter is built on first need (issue 18: not before a form page can paint)', () => {
  afterEach(() => vi.resetModules());

  it('empty and plain-ASCII text build none; Korean text builds one, once', async () => {
    const built = countIntl('Segmenter');
    try {
      vi.resetModules();
      const fresh = await import('./characters');
      expect(fresh.countCharacters('')).toBe(0);
      expect(fresh.cutToCharacters('kim@klass.test', 3)).toBe('kim');
      expect(built.count).toBe(0);
      expect(fresh.countCharacters('홍길동')).toBe(3);
      expect(fresh.cutToCharacters('홍길동', 2)).toBe('홍길');
      expect(built.count).toBe(1);
    } finally {
      built.restore();
    }
  });
});

describe('cutToCharacters — "input is cut at N" (learner.md §5)', () => {
  it('cuts Korean text at the limit', () => {
    expect(cutToCharacters('가나다라마바사', 5)).toBe('가나다라마');
  });

  it('never splits an emoji in half', () => {
    expect(cutToCharacters('ab👨‍👩‍👧cd', 3)).toBe('ab👨‍👩‍👧');
    expect(cutToCharacters('ab👨‍👩‍👧cd', 2)).toBe('ab');
  });

  it('leaves text within the limit unchanged', () => {
    expect(cutToCharacters('홍길동', 15)).toBe('홍길동');
  });

  it('cuts ASCII at the limit, and never between CR and LF', () => {
    expect(cutToCharacters('abcdef', 4)).toBe('abcd');
    expect(cutToCharacters('a\r\nbc', 2)).toBe('a\r\n');
  });

  it('cuts everything at a limit of zero', () => {
    expect(cutToCharacters('홍길동', 0)).toBe('');
  });
});

describe('formatCounter — "len/N" (learner.md §5)', () => {
  it('shows length over limit', () => {
    expect(formatCounter(3, 30)).toBe('3/30');
  });

  it('groups thousands like the review message "(n/10,000)"', () => {
    expect(formatCounter(1234, 10000)).toBe('1,234/10,000');
  });
});

describe('formatFileSize — Bytes, KB, MB, GB at 1024 steps (learner.md §9)', () => {
  it.each([
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2048 * 1024 ** 3, '2,048 GB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
