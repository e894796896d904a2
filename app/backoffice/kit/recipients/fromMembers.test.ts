/**
 * The member list's selection handed over in the history state (fromMembers.ts; issues 29 and 30):
 * what "수강권 지급" / "쿠폰 발급" write is read back as it was, and a state of another shape — a
 * tab restored after a deploy, another page's state, a count that does not match its scope — is
 * no selection at all, so a page never starts with people the operator did not pick.
 */
import { describe, expect, it } from 'vitest';
import { fromMembersState, readFromMembers, type FromMembers } from './fromMembers';

const allMatching: FromMembers = { selection: { kind: 'query', filter: { q: '김', group: ['grp-vip'] }, excluded: ['acc-1'], expectedCount: 3203 }, count: 3203 };
const picked: FromMembers = { selection: { kind: 'keys', keys: ['acc-1', 'acc-2'] }, count: 2 };

describe('the selection handed over', () => {
  it('reads back "all N matching" and picked rows as written (through a structured clone, as history keeps it)', () => {
    expect(readFromMembers(structuredClone(fromMembersState(allMatching)))).toEqual(allMatching);
    expect(readFromMembers(structuredClone(fromMembersState(picked)))).toEqual(picked);
  });

  it('is nothing for no state, another state, or a shape that does not hold together', () => {
    expect(readFromMembers(null)).toBeNull();
    expect(readFromMembers({ other: true })).toBeNull();
    expect(readFromMembers({ recipientsFromMembers: { ...picked, count: 3 } })).toBeNull();
    expect(readFromMembers({ recipientsFromMembers: { ...allMatching, count: 10 } })).toBeNull();
    expect(readFromMembers({ recipientsFromMembers: { selection: { kind: 'keys', keys: [1, 2] }, count: 2 } })).toBeNull();
    expect(readFromMembers({ recipientsFromMembers: { selection: { kind: 'query', filter: null, excluded: [], expectedCount: 1 }, count: 1 } })).toBeNull();
    expect(readFromMembers({ recipientsFromMembers: { selection: { kind: 'keys', keys: [] }, count: 0 } })).toBeNull();
  });
});
