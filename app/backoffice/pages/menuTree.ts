/**
 * The header menu's operations (backoffice.md §3 Menu item: link, uuid, isHide, children; issue
 * 41), framework-free and unit-tested (menuTree.test.ts): add, rename, relink, hide, delete, move
 * to another place among its siblings (the reorder kit's arithmetic), nest under the entry above
 * (with its own sub-entries, as deep as MENU_DEPTH_MAX allows), and lift an entry out to its
 * parent's level, right after the parent. An entry is found by its path, the indexes from the top
 * level down. Every operation answers a new menu and leaves the one given untouched (the editor
 * kit's history keeps both).
 */
import { MENU_DEPTH_MAX } from '@app/shared/api/contract/adminPageRules';
import type { MenuItem, MenuLeaf } from '@app/shared/api/contract/pageModules';
import { moveItem } from '../kit/reorder/reorderMath';

export type Menu = readonly MenuItem[];

/** Where an entry is: its index at each level, from the top level down (`[0, 2]`: the first entry's third sub-entry). */
export type MenuPath = readonly number[];

export function findEntry(menu: Menu, uuid: string): MenuPath | null {
  for (const [index, item] of menu.entries()) {
    if (item.uuid === uuid) return [index];
    const below = findEntry(item.children, uuid);
    if (below) return [index, ...below];
  }
  return null;
}

export function entryOf(menu: Menu, uuid: string): MenuItem | null {
  const path = findEntry(menu, uuid);
  let entries = menu;
  let entry: MenuItem | null = null;
  for (const index of path ?? []) {
    entry = entries[index] ?? null;
    entries = entry?.children ?? [];
  }
  return entry;
}

/** The menu with the entries of the level under `parent` (the top level for `[]`) replaced by `change`'s. */
function withLevel(menu: Menu, parent: MenuPath, change: (entries: Menu) => Menu): Menu {
  const [first, ...rest] = parent;
  if (first === undefined) return change(menu);
  return menu.map((item, index) => (index === first ? { ...item, children: [...withLevel(item.children, rest, change)] } : item));
}

function levelOf(menu: Menu, parent: MenuPath): Menu {
  let entries = menu;
  for (const index of parent) entries = entries[index]?.children ?? [];
  return entries;
}

function mapEntry(menu: Menu, uuid: string, change: (leaf: MenuItem) => MenuItem): MenuItem[] {
  return menu.map((item) => (item.uuid === uuid ? change(item) : { ...item, children: mapEntry(item.children, uuid, change) }));
}

export function addEntry(menu: Menu, leaf: MenuLeaf): MenuItem[] {
  return [...menu, { ...leaf, children: [] }];
}

export const renameEntry = (menu: Menu, uuid: string, label: string) => mapEntry(menu, uuid, (leaf) => ({ ...leaf, label }));
export const relinkEntry = (menu: Menu, uuid: string, link: string) => mapEntry(menu, uuid, (leaf) => ({ ...leaf, link }));
export const setHidden = (menu: Menu, uuid: string, isHide: boolean) => mapEntry(menu, uuid, (leaf) => ({ ...leaf, isHide }));

/** The entry taken out, with its sub-entries. */
export function removeEntry(menu: Menu, uuid: string): MenuItem[] {
  return menu.filter((item) => item.uuid !== uuid).map((item) => ({ ...item, children: removeEntry(item.children, uuid) }));
}

/** Put at place `to` among its siblings; the same menu when it does not move (an end, or out of range). */
export function moveEntry(menu: Menu, uuid: string, to: number): Menu {
  const path = findEntry(menu, uuid);
  const from = path?.at(-1);
  if (!path || from === undefined) return menu;
  const parent = path.slice(0, -1);
  const siblings = levelOf(menu, parent);
  const moved = moveItem(siblings, from, to);
  return moved === siblings ? menu : withLevel(menu, parent, () => moved);
}

/** How many levels an entry and its sub-entries take (1 for an entry without any). */
export function levelsOf(entry: MenuItem): number {
  return 1 + Math.max(0, ...entry.children.map(levelsOf));
}

/**
 * Whether `nestEntry` can put the entry under the one above it: not the first of its level, and
 * it and its sub-entries would still be within MENU_DEPTH_MAX levels.
 */
export function canNest(menu: Menu, uuid: string): boolean {
  const path = findEntry(menu, uuid);
  const entry = entryOf(menu, uuid);
  return path !== null && entry !== null && (path.at(-1) ?? 0) > 0 && path.length + levelsOf(entry) <= MENU_DEPTH_MAX;
}

/** The entry (with its sub-entries) becomes the last sub-entry of the entry above it. */
export function nestEntry(menu: Menu, uuid: string): Menu {
  const path = findEntry(menu, uuid);
  const entry = entryOf(menu, uuid);
  const index = path?.at(-1);
  if (!path || !entry || index === undefined || !canNest(menu, uuid)) return menu;
  return withLevel(menu, path.slice(0, -1), (siblings) =>
    siblings.flatMap((each, at) => (at === index ? [] : at === index - 1 ? [{ ...each, children: [...each.children, entry] }] : [each])),
  );
}

/** The entry (with its sub-entries) comes out to its parent's level, right after its parent. */
export function liftEntry(menu: Menu, uuid: string): Menu {
  const path = findEntry(menu, uuid);
  const entry = entryOf(menu, uuid);
  if (!path || !entry || path.length < 2) return menu;
  const parentPath = path.slice(0, -1);
  const parentIndex = parentPath.at(-1) ?? 0;
  const taken = withLevel(menu, parentPath, (siblings) => siblings.filter((each) => each.uuid !== uuid));
  return withLevel(taken, parentPath.slice(0, -1), (level) => [...level.slice(0, parentIndex + 1), entry, ...level.slice(parentIndex + 1)]);
}
