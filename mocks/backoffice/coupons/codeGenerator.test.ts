/**
 * Code uniqueness (issue 30; backoffice.md §5 "the count must not exceed the random capacity"):
 * a nearly full pattern hands out exactly its free codes, none twice and none already taken, then
 * says it is exhausted; 100,000 codes of a four-star pattern are unique, and so are codes of two
 * overlapping patterns sharing one taken set; a large pattern (random draws) never repeats either.
 */
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, matchesPattern, patternCapacity } from '@app/shared/api/contract/adminCouponCodeRules';
import { createCodeSource, ENUMERATION_MAX, type CodeRandom } from './codeGenerator';

/** A seeded stream (mulberry32), so a failure can be replayed. */
function seeded(seed: number): CodeRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (bound) => Math.floor(next() * bound), char: () => Math.floor(next() * CODE_ALPHABET.length) };
}

describe('§5 "Pattern code: max 16 with * for random positions; the count must not exceed the random capacity"', () => {
  it('a nearly full pattern: 1,000 of its 1,024 codes taken, the source hands out exactly the 24 left, then none', () => {
    const pattern = 'VIP-**';
    expect(patternCapacity(pattern)).toBe(1_024);
    const taken = new Set<string>();
    const first = createCodeSource(pattern, taken, seeded(1)).take(1_000);
    expect(new Set(first).size).toBe(1_000);
    const before = new Set(taken);

    const source = createCodeSource(pattern, taken, seeded(2));
    const rest = source.take(100);
    expect(rest).toHaveLength(24);
    expect(new Set(rest).size).toBe(24);
    expect(rest.filter((code) => before.has(code))).toEqual([]);
    expect(rest.every((code) => matchesPattern(code, pattern))).toBe(true);
    expect(source.exhausted).toBe(true);
    expect(source.take(1)).toEqual([]);
    expect(taken.size).toBe(1_024);
  });

  it('100,000 codes of a four-star pattern in chunks of 1,000: all unique and of the pattern', () => {
    const pattern = 'KLASS-****';
    expect(patternCapacity(pattern)).toBeLessThanOrEqual(ENUMERATION_MAX);
    const taken = new Set<string>();
    const source = createCodeSource(pattern, taken);
    const codes: string[] = [];
    for (let chunk = 0; chunk < 100; chunk += 1) codes.push(...source.take(1_000));
    expect(codes).toHaveLength(100_000);
    expect(new Set(codes).size).toBe(100_000);
    expect(codes.every((code) => matchesPattern(code, pattern))).toBe(true);
  });

  it('overlapping patterns share one taken set: no code is made twice across them', () => {
    const taken = new Set<string>();
    const a = createCodeSource('A***', taken, seeded(3)).take(20_000);
    const b = createCodeSource('****', taken, seeded(4)).take(20_000);
    const all = [...a, ...b];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(40_000);
  });

  it('a large pattern (random draws): unique, and a taken code is drawn again, never handed out', () => {
    const taken = new Set<string>();
    const codes = createCodeSource('************', taken).take(50_000);
    expect(new Set(codes).size).toBe(50_000);
    // A stream that repeats one code: the second code cannot be made, and is not.
    const stuck: CodeRandom = { int: () => 0, char: () => 0 };
    const source = createCodeSource('******', new Set(), stuck);
    expect(source.take(2)).toEqual(['000000']);
    expect(source.exhausted).toBe(true);
  });
});
