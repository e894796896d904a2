/** The header menu's operations (menuTree.ts; backoffice.md §3 "Menu item: link, uuid, isHide, children"). */
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@app/shared/api/contract/pageModules';
import { addEntry, canNest, liftEntry, moveEntry, nestEntry, removeEntry, renameEntry, setHidden } from './menuTree';

const leaf = (uuid: string) => ({ uuid, label: uuid, link: `/pages/${uuid}`, isHide: false });
const item = (uuid: string, children: string[] = []): MenuItem => ({ ...leaf(uuid), children: children.map(leaf) });
const shape = (menu: readonly MenuItem[]) => menu.map((each) => (each.children.length ? `${each.uuid}(${each.children.map((child) => child.uuid).join(',')})` : each.uuid));

describe('menu tree', () => {
  const menu = [item('a', ['a1', 'a2']), item('b'), item('c')];

  it('adds at the end, renames and hides one entry wherever it is, leaving the given menu untouched', () => {
    expect(shape(addEntry(menu, leaf('d')))).toEqual(['a(a1,a2)', 'b', 'c', 'd']);
    const renamed = renameEntry(menu, 'a2', '두 번째');
    expect(renamed[0]?.children[1]?.label).toBe('두 번째');
    expect(setHidden(menu, 'b', true)[1]?.isHide).toBe(true);
    expect(menu[0]?.children[1]?.label).toBe('a2');
  });

  it('moves to another place among its siblings, and not past an end', () => {
    expect(shape(moveEntry(menu, 'b', 0))).toEqual(['b', 'a(a1,a2)', 'c']);
    expect(shape(moveEntry(menu, 'a', 2))).toEqual(['b', 'c', 'a(a1,a2)']);
    expect(shape(moveEntry(menu, 'a2', 0))).toEqual(['a(a2,a1)', 'b', 'c']);
    expect(moveEntry(menu, 'a', -1)).toBe(menu);
    expect(moveEntry(menu, 'a2', 2)).toBe(menu);
    expect(moveEntry(menu, 'a2', 1)).toBe(menu);
  });

  it('nests a top-level entry under the one above (one level deep) and lifts it back after its parent', () => {
    expect(canNest(menu, 'a')).toBe(false);
    expect(canNest(menu, 'a1')).toBe(false);
    const nested = nestEntry(menu, 'b');
    expect(shape(nested)).toEqual(['a(a1,a2,b)', 'c']);
    expect(shape(liftEntry(nested, 'b'))).toEqual(['a(a1,a2)', 'b', 'c']);
    expect(shape(liftEntry(menu, 'a1'))).toEqual(['a(a2)', 'a1', 'b', 'c']);
    // An entry with sub-entries of its own stays at the top: the header draws one level.
    expect(nestEntry(nested, 'c')).not.toBe(nested);
    expect(canNest([item('x'), item('y', ['y1'])], 'y')).toBe(false);
  });

  it('removes an entry, and a top-level one with its sub-entries', () => {
    expect(shape(removeEntry(menu, 'a1'))).toEqual(['a(a2)', 'b', 'c']);
    expect(shape(removeEntry(menu, 'a'))).toEqual(['b', 'c']);
  });
});
