/**
 * The member list's selection handed to a page that gives something to people (issues 29 and 30:
 * "수강권 지급" and "쿠폰 발급" on /admin/members open the assign page and the coupon issue page with
 * those people already chosen). What is handed over is the list kit's scope as the member list
 * holds it — picked rows' keys, or "all N matching" as `{ kind: 'query', filter, excluded,
 * expectedCount }`, never 10,000 ids — with the count the operator saw.
 *
 * It travels in the navigation's history state, not in the address. A selection of rows may hold
 * up to SELECTION_KEYS_MAX keys (too long for an address, and a query string would put members'
 * keys in server logs), while history state survives a reload and Back / Forward of that entry,
 * which is all a hand-over needs. And a copied or bookmarked address opens the page without the
 * selection: a selection belongs to one operator's moment on the member list, not to a link.
 * Type-only contract imports: the member list's own download must not grow by a schema.
 */
import type { MemberListFilter, MemberListScope } from '@app/shared/api/contract/adminMemberList';

/** The people chosen on the member list, and how many the operator saw. */
export interface FromMembers {
  selection: MemberListScope;
  count: number;
}

const KEY = 'recipientsFromMembers';

/** The history state a link or `navigate` carries to hand the selection over. */
export function fromMembersState(handoff: FromMembers): Record<typeof KEY, FromMembers> {
  return { [KEY]: handoff };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isKeyList = (value: unknown): value is string[] => Array.isArray(value) && value.every((key) => typeof key === 'string');
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The selection a page was opened with, or null. History state outlives the code that wrote it (a
 * tab restored after a deploy), so its shape is checked rather than trusted; the server checks the
 * scope itself again when it is sent.
 */
export function readFromMembers(state: unknown): FromMembers | null {
  if (!isRecord(state)) return null;
  const handoff = state[KEY];
  if (!isRecord(handoff)) return null;
  const { selection, count } = handoff;
  if (!isCount(count) || !isRecord(selection)) return null;
  if (selection.kind === 'keys' && isKeyList(selection.keys) && selection.keys.length === count) {
    return { selection: { kind: 'keys', keys: selection.keys }, count };
  }
  if (selection.kind === 'query' && isRecord(selection.filter) && isKeyList(selection.excluded) && selection.expectedCount === count) {
    // The filter's fields are the member list's as it wrote them; the server refuses one it does not take.
    const filter = selection.filter as MemberListFilter;
    return { selection: { kind: 'query', filter, excluded: selection.excluded, expectedCount: count }, count };
  }
  return null;
}
