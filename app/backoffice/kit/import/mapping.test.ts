/**
 * Issue 15 part 5, "map its headers": the kit matches the file's headers to the screen's columns
 * (trimmed, case-insensitive, Korean and English names), one header per column, and the operator
 * can change a match; a required column nobody feeds stops the dry run.
 */
import { describe, expect, it } from 'vitest';
import { autoMatch, missingRequired, normalizeHeader, remap } from './mapping';
import { contactColumns } from './testing';

describe('normalizeHeader', () => {
  it('ignores case, surrounding and inner spaces, underscores, hyphens and dots', () => {
    expect(normalizeHeader('  E-Mail ')).toBe('email');
    expect(normalizeHeader('e_mail')).toBe('email');
    expect(normalizeHeader(' 이메일 주소 ')).toBe('이메일주소');
  });
});

describe('autoMatch', () => {
  it('matches Korean labels and English aliases, wherever the column is', () => {
    expect(autoMatch(['번호', ' 이름 ', 'E-mail'], contactColumns)).toEqual({ email: 2, name: 1 });
    expect(autoMatch(['NAME', '이메일 주소'], contactColumns)).toEqual({ email: 1, name: 0 });
  });

  it('leaves a column unmatched when no header names it', () => {
    expect(autoMatch(['연락처', '비고'], contactColumns)).toEqual({ email: null, name: null });
  });

  it('gives a header to one column only: the first that names it', () => {
    const columns = [
      { key: 'a', label: '메일' },
      { key: 'b', label: '메일' },
    ] as const;
    expect(autoMatch(['메일'], columns)).toEqual({ a: 0, b: null });
  });
});

describe('remap', () => {
  it('points a column at another header', () => {
    expect(remap({ email: null, name: 1 }, 'email', 0)).toEqual({ email: 0, name: 1 });
  });

  it('takes a header away from the column that had it, so two columns never read the same data', () => {
    expect(remap({ email: 0, name: 1 }, 'email', 1)).toEqual({ email: 1, name: null });
  });

  it('can leave a column unused', () => {
    expect(remap({ email: 0, name: 1 }, 'name', null)).toEqual({ email: 0, name: null });
  });
});

describe('missingRequired', () => {
  it('names the required columns no header feeds', () => {
    expect(missingRequired({ email: null, name: 0 }, contactColumns).map((column) => column.label)).toEqual(['이메일']);
    expect(missingRequired({ email: 0, name: null }, contactColumns)).toEqual([]);
  });
});
