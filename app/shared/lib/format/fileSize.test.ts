/** Spec learner.md §9: "File sizes in Bytes, KB, MB, GB at 1024 steps." */
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

describe('formatFileSize', () => {
  it('shows bytes below 1024 as Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('steps up at exactly 1024 of each unit', () => {
    expect(formatFileSize(KB)).toBe('1 KB');
    expect(formatFileSize(MB)).toBe('1 MB');
    expect(formatFileSize(GB)).toBe('1 GB');
  });

  it('keeps at most one decimal', () => {
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2.25 * MB)).toBe('2.3 MB');
    expect(formatFileSize(10 * MB + 1)).toBe('10 MB');
  });

  it('never shows "1024 KB": a value rounding up to 1024 moves to the next unit', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
    expect(formatFileSize(GB - 1)).toBe('1 GB');
  });

  it('stays in GB above it', () => {
    expect(formatFileSize(2048 * GB)).toBe('2048 GB');
  });

  it('refuses negative and non-finite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
