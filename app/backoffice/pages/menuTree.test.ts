/** The header menu's operations (menuTree.ts; backoffice.md §3 "Menu item: link, uuid, isHide, children"). */
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@app/shared/api/contract/pageModules';
import { addEntry, canNest, entryOf, findEntry, liftEntry, moveEntry, nestEntry, removeEntry, renameEntry, setHidden } from './menuTree';

const leaf = (uuid: string) => ({ uuid, label: uuid, link: `/pages/${uuid}`, isHide: false });
const item = (uuid: string, children: (string | MenuItem)[] = []): MenuItem => ({ ...leaf(uuid), children: children.map((child) => (typeof child === 'string' ? item(child) : child)) });
/** The menu as text: `a(a1,a2(a21))`. */
const shape = (menu: readonly MenuItem[]): string[] => menu.map((each) => (each.children.length ? `${each.uuid}(${shape(each.children).join(',')})` : each.uuid));

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

  it('nests an entry under the one above it and lifts it back after its parent', () => {
    expect(canNest(menu, 'a')).toBe(false);
    expect(canNest(menu, 'a1')).toBe(false);
    const nested = nestEntry(menu, 'b');
    expect(shape(nested)).toEqual(['a(a1,a2,b)', 'c']);
    expect(shape(liftEntry(nested, 'b'))).toEqual(['a(a1,a2)', 'b', 'c']);
    expect(shape(liftEntry(menu, 'a1'))).toEqual(['a(a2)', 'a1', 'b', 'c']);
    expect(liftEntry(menu, 'a')).toBe(menu);
  });

  it('menus three levels deep (MENU_DEPTH_MAX): a sub-entry nests under the sub-entry above it, an entry moves with its sub-entries, and none goes deeper', () => {
    const deep = nestEntry(menu, 'a2');
    expect(shape(deep)).toEqual(['a(a1(a2))', 'b', 'c']);
    expect(findEntry(deep, 'a2')).toEqual([0, 0, 0]);
    expect(entryOf(deep, 'a2')?.label).toBe('a2');
    // A third-level entry has nowhere deeper to go; an entry with two levels below it stays where two levels fit.
    expect(canNest([item('x', ['x1', 'x2'])], 'x2')).toBe(true);
    expect(canNest([item('x', [item('x1', ['x2', 'x3'])])], 'x3')).toBe(false);
    expect(canNest([item('x'), item('y', [item('y1', ['y11'])])], 'y')).toBe(false);
    expect(shape(nestEntry([item('x'), item('y', ['y1'])], 'y'))).toEqual(['x(y(y1))']);
    // Renamed, hidden, moved and removed at the third level; lifted back one level with what it holds.
    expect(entryOf(renameEntry(deep, 'a2', '세 번째 단계'), 'a2')?.label).toBe('세 번째 단계');
    expect(entryOf(setHidden(deep, 'a2', true), 'a2')?.isHide).toBe(true);
    const three = [item('p', [item('q', ['r1', 'r2', 'r3'])])];
    expect(shape(moveEntry(three, 'r3', 0))).toEqual(['p(q(r3,r1,r2))']);
    expect(shape(removeEntry(three, 'r2'))).toEqual(['p(q(r1,r3))']);
    expect(shape(liftEntry(three, 'r2'))).toEqual(['p(q(r1,r3),r2)']);
    expect(shape(liftEntry(three, 'q'))).toEqual(['p', 'q(r1,r2,r3)']);
    expect(shape(three)).toEqual(['p(q(r1,r2,r3))']);
  });

  it('removes an entry, and a top-level one with its sub-entries', () => {
    expect(shape(removeEntry(menu, 'a1'))).toEqual(['a(a2)', 'b', 'c']);
    expect(shape(removeEntry(menu, 'a'))).toEqual(['b', 'c']);
  });
});
