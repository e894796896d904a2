/**
 * The recipient picker's rules without React (issue 29): a pasted list's identifiers, and the
 * change threshold — the count the server found when a scope or group moved, and the same people
 * sent again with it (a list of keys has no count to move).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import type { Recipients } from '@app/shared/api/contract/adminRecipients';
import { errorCodes } from '@app/shared/api/contract/errors';
import { identifiersOf, movedCountOf, recipientsWithCount } from './recipients';

describe('a pasted list', () => {
  it('is one identifier a line or comma, trimmed, blanks and repeats left out', () => {
    expect(identifiersOf(' a@klass.test\n\nb01, a@klass.test ,\r\nc@klass.test ')).toEqual(['a@klass.test', 'b01', 'c@klass.test']);
  });
});

describe('the change threshold', () => {
  const moved = (matchingCount: unknown) =>
    new ApiError({ status: 409, code: errorCodes.selectionChanged.code, message: '바뀌었어요', data: { matchingCount } });

  it('reads the new count of selection.changed, and nothing of any other failure', () => {
    expect(movedCountOf(moved(25))).toBe(25);
    expect(movedCountOf(moved('25'))).toBeNull();
    expect(movedCountOf(new ApiError({ status: 404, code: errorCodes.notFound.code, message: '없어요', data: null }))).toBeNull();
    expect(movedCountOf(new Error('network'))).toBeNull();
  });

  it('sends a group or an "all matching" scope again with the count found; keys and lists unchanged', () => {
    expect(recipientsWithCount({ source: 'GROUP', groupKey: 'g-1', expectedCount: 20 }, 25)).toEqual({ source: 'GROUP', groupKey: 'g-1', expectedCount: 25 });
    const query: Recipients = { source: 'SELECTION', selection: { kind: 'query', filter: { q: '김' }, excluded: ['acc-1'], expectedCount: 3 } };
    expect(recipientsWithCount(query, 4)).toEqual({
      source: 'SELECTION',
      selection: { kind: 'query', filter: { q: '김' }, excluded: ['acc-1'], expectedCount: 4 },
    });
    const keys: Recipients = { source: 'SELECTION', selection: { kind: 'keys', keys: ['acc-1'] } };
    expect(recipientsWithCount(keys, 9)).toBe(keys);
    const list: Recipients = { source: 'LIST', accountKeys: ['acc-1'] };
    expect(recipientsWithCount(list, 9)).toBe(list);
  });
});
