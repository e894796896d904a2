/**
 * The header menu's operations (backoffice.md §3 Menu item: link, uuid, isHide, children; issue
 * 41), framework-free and unit-tested (menuTree.test.ts): add, rename, relink, hide, delete, move
 * to another place among its siblings (the reorder kit's arithmetic), nest under the entry above
 * (one level deep, as the header draws), and lift a sub-entry back to the top after its parent. Every operation answers a new menu and
 * leaves the one given untouched (the editor kit's history keeps both).
 */
import type { MenuItem, MenuLeaf } from '@app/shared/api/contract/pageModules';
import { moveItem } from '../kit/reorder/reorderMath';

export type Menu = readonly MenuItem[];

/** Where an entry is: its top-level index, and its index among the children when it is a sub-entry. */
export interface MenuPlace {
  index: number;
  childIndex: number | null;
}

export function findEntry(menu: Menu, uuid: string): MenuPlace | null {
  for (const [index, item] of menu.entries()) {
    if (item.uuid === uuid) return { index, childIndex: null };
    const childIndex = item.children.findIndex((child) => child.uuid === uuid);
    if (childIndex >= 0) return { index, childIndex };
  }
  return null;
}

export function entryOf(menu: Menu, uuid: string): MenuLeaf | null {
  const place = findEntry(menu, uuid);
  if (!place) return null;
  const item = menu[place.index];
  return place.childIndex === null ? (item ?? null) : (item?.children[place.childIndex] ?? null);
}

function mapEntry(menu: Menu, uuid: string, change: (leaf: MenuLeaf) => MenuLeaf): MenuItem[] {
  return menu.map((item) =>
    item.uuid === uuid
      ? { ...item, ...change(item), children: item.children }
      : { ...item, children: item.children.map((child) => (child.uuid === uuid ? change(child) : child)) },
  );
}

export function addEntry(menu: Menu, leaf: MenuLeaf): MenuItem[] {
  return [...menu, { ...leaf, children: [] }];
}

export const renameEntry = (menu: Menu, uuid: string, label: string) => mapEntry(menu, uuid, (leaf) => ({ ...leaf, label }));
export const relinkEntry = (menu: Menu, uuid: string, link: string) => mapEntry(menu, uuid, (leaf) => ({ ...leaf, link }));
export const setHidden = (menu: Menu, uuid: string, isHide: boolean) => mapEntry(menu, uuid, (leaf) => ({ ...leaf, isHide }));

/** The entry (and a top-level entry's sub-entries with it) taken out. */
export function removeEntry(menu: Menu, uuid: string): MenuItem[] {
  return menu.filter((item) => item.uuid !== uuid).map((item) => ({ ...item, children: item.children.filter((child) => child.uuid !== uuid) }));
}

/** Put at place `to` among its siblings; the same menu when it does not move (an end, or out of range). */
export function moveEntry(menu: Menu, uuid: string, to: number): Menu {
  const place = findEntry(menu, uuid);
  if (!place) return menu;
  if (place.childIndex === null) return moveItem(menu, place.index, to);
  const parent = menu[place.index];
  const children = parent ? moveItem(parent.children, place.childIndex, to) : undefined;
  if (!children || children === parent?.children) return menu;
  return menu.map((item, index) => (index === place.index ? { ...item, children: [...children] } : item));
}

/** Whether `nestEntry` can put the entry under the one above: a top-level entry without sub-entries of its own, not the first. */
export function canNest(menu: Menu, uuid: string): boolean {
  const place = findEntry(menu, uuid);
  return place !== null && place.childIndex === null && place.index > 0 && (menu[place.index]?.children.length ?? 1) === 0;
}

/** The entry becomes the last sub-entry of the top-level entry above it. */
export function nestEntry(menu: Menu, uuid: string): Menu {
  if (!canNest(menu, uuid)) return menu;
  const place = findEntry(menu, uuid);
  const item = place && menu[place.index];
  if (!place || !item) return menu;
  const leaf: MenuLeaf = { uuid: item.uuid, label: item.label, link: item.link, isHide: item.isHide };
  return menu
    .map((each, index) => (index === place.index - 1 ? { ...each, children: [...each.children, leaf] } : each))
    .filter((_, index) => index !== place.index);
}

/** A sub-entry comes back to the top level, right after its parent. */
export function liftEntry(menu: Menu, uuid: string): Menu {
  const place = findEntry(menu, uuid);
  if (!place || place.childIndex === null) return menu;
  const parent = menu[place.index];
  const leaf = parent?.children[place.childIndex];
  if (!parent || !leaf) return menu;
  const next = menu.map((item, index) => (index === place.index ? { ...item, children: item.children.filter((child) => child.uuid !== uuid) } : item));
  next.splice(place.index + 1, 0, { ...leaf, children: [] });
  return next;
}
