/** The monthly sales screen's address (settlementUrl.ts): defaults, a pasted link, bad values. */
import { describe, expect, it } from 'vitest';
import { readChoice, writeChoice } from './settlementUrl';

describe('settlement address', () => {
  it('defaults to the twelve months up to this month, every type, the last month shown', () => {
    expect(readChoice(new URLSearchParams(), '2026-12')).toEqual({ from: '2026-01', to: '2026-12', orderTypes: [], month: '2026-12' });
  });

  it('reads a pasted link back as it was written, types in the contract order', () => {
    const choice = { from: '2025-11', to: '2026-11', orderTypes: ['PACKAGE' as const, 'BOOK' as const], month: '2026-10' };
    expect(readChoice(writeChoice(choice), '2026-12')).toEqual(choice);
    expect(readChoice(new URLSearchParams('orderType=BOOK,PACKAGE,NOPE'), '2026-12').orderTypes).toEqual(['PACKAGE', 'BOOK']);
  });

  it('ignores a malformed month and a chosen month outside the range', () => {
    expect(readChoice(new URLSearchParams('from=2026-13&to=soon&month=2020-01'), '2026-06')).toEqual({
      from: '2025-07',
      to: '2026-06',
      orderTypes: [],
      month: '2026-06',
    });
  });
});
