/**
 * One ordered list's moves (the reorder kit, issues 41 and 44): what its move buttons and its drag
 * and drop do, said once for every ordered list instead of once per screen. The screen says how an
 * item moves (`onMove(from, to)`: a history step, an ordered save) and the kit does the rest —
 * the step a button makes, the place a drop lands on, the announcement in the live region (when
 * the screen hands its announcer; a screen whose own command says the move passes none), and the
 * focus kept on the moved item's button it pressed, or on its other one once it reached an end,
 * after the list has drawn it in its new place.
 *
 * The object answered stays the same across renders (it reads the latest items when used), so a
 * memoised row given it is not drawn again by a move elsewhere: two hundred modules stay quick.
 * Lists of one `group` take each other's items by drag (the lessons of every chapter); a list whose
 * buttons step past its own ends (a lesson into the next chapter) says so with `step`.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { copy } from '@app/shared/copy';
import type { Announcer } from '../editor/LiveAnnouncement';
import { dropTarget, dropTargetFromElsewhere, moveItem, otherDirection, stepTarget, type Direction, type Edge } from './reorderMath';

export type ReorderWords = typeof copy.backofficeReorder;

export interface ReorderListOptions<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The item as the buttons and the live region name it. */
  nameOf: (item: T) => string;
  /** Puts the item at `from` in place `to` (a button's step or a drop); `false` when it did not move. */
  onMove: (from: number, to: number) => boolean | void;
  /** When given, the kit says each move there (`words.moved`); without it, `onMove` says it. */
  announcer?: Pick<Announcer, 'announce'>;
  /** The screen's own words for the buttons or the announcement, where they differ from the kit's. */
  words?: Partial<ReorderWords>;
  /** Lists of one group take each other's items by drag. Without it, the list takes only its own. */
  group?: string;
  /** An item of another list of the group dropped into this one at `to`. */
  onMoveIn?: (key: string, to: number) => boolean | void;
  /**
   * A button's step when it is not one place within this list (a lesson crossing into the chapter
   * before or after): the screen moves it and answers the place it reached in the list it is in
   * now, or null when it did not move.
   */
  step?: (key: string, direction: Direction) => number | null;
}

/** Where a dragged item came from: its list and its key. */
export interface ReorderSource {
  group: string;
  list: string;
  key: string;
}

export interface ReorderList {
  readonly group: string;
  readonly list: string;
  readonly words: ReorderWords;
  /** What a move button and its item carry, unique in the document: `${group}:${key}`. */
  idOf: (key: string) => string;
  /** A move button pressed: one step, said, the focus kept on the moved item. */
  press: (key: string, direction: Direction) => void;
  /** Whether dropping `source` on the row `ontoKey` (null: the list's empty place) at `edge` changes anything. */
  changes: (source: ReorderSource, ontoKey: string | null, edge: Edge) => boolean;
  /** `source` dropped on the row `ontoKey` (null: the list's empty place) at `edge`. */
  drop: (source: ReorderSource, ontoKey: string | null, edge: Edge) => void;
  /**
   * Puts the focus, once the list has drawn `key` (at `at` among its list's items, when given), on
   * the first of its buttons named by `ways` that is enabled (a screen's own buttons beside the
   * move buttons — nest, lift — carry `moveButtonAttributes` too).
   */
  keepFocus: (key: string, ways: readonly string[], at?: number) => void;
}

/** The attributes by which the kit finds an item's button again after a move. */
export const moveButtonAttributes = (list: ReorderList, key: string, way: string) => ({ 'data-move-of': list.idOf(key), 'data-move': way });

/** An element of the document whose `attribute` is `value` (keys are the screen's: matched as text, never as a selector). */
const withAttribute = (root: ParentNode, attribute: string, value: string) =>
  Array.from(root.querySelectorAll(`[${attribute}]`)).find((element) => element.getAttribute(attribute) === value) ?? null;

/** The drawn item `id`, when it is at `at` among the items of its list (or anywhere, without `at`). */
function drawnItem(id: string, at: number | undefined): Element | null {
  const item = withAttribute(document, 'data-reorder-item', id);
  if (!item || at === undefined) return item;
  const siblings = Array.from(item.parentElement?.children ?? []).filter((each) => each.hasAttribute('data-reorder-item'));
  return siblings.indexOf(item) === at ? item : null;
}

export function useReorderList<T>(options: ReorderListOptions<T>): ReorderList {
  const ownGroup = useId();
  const list = useId();
  const focusWhenDrawn = useFocusAfterRender();
  const latest = useRef({ options, focusWhenDrawn });
  useLayoutEffect(() => {
    latest.current = { options, focusWhenDrawn };
  });
  const group = options.group ?? ownGroup;

  const [api] = useState<ReorderList>(() => {
    const words = (): ReorderWords => ({ ...copy.backofficeReorder, ...latest.current.options.words });
    const indexOf = (key: string) => {
      const { items, keyOf } = latest.current.options;
      return items.findIndex((item) => keyOf(item) === key);
    };
    const idOf = (key: string) => `${group}:${key}`;
    /** Moves within this list and says so; false when nothing moved. */
    const place = (from: number, to: number): boolean => {
      const { items, nameOf, onMove, announcer } = latest.current.options;
      const moving = items[from];
      if (moving === undefined || moveItem(items, from, to) === items) return false;
      if (onMove(from, to) === false) return false;
      announcer?.announce(words().moved(nameOf(moving), to + 1, items.length));
      return true;
    };
    const keepFocus = (key: string, ways: readonly string[], at?: number) =>
      latest.current.focusWhenDrawn(() => {
        const id = idOf(key);
        const item = drawnItem(id, at);
        if (!item) return null;
        const mine = Array.from(item.querySelectorAll<HTMLButtonElement>('[data-move-of][data-move]')).filter((button) => button.getAttribute('data-move-of') === id);
        const buttons = ways.map((way) => mine.find((button) => button.dataset['move'] === way));
        return buttons.find((button) => button && !button.disabled) ?? null;
      });
    /** Where a drop lands in this list; null when it is where it was. */
    const landing = (source: ReorderSource, ontoKey: string | null, edge: Edge): number | null => {
      const length = latest.current.options.items.length;
      const onto = ontoKey === null ? -1 : indexOf(ontoKey);
      if (source.list !== list) return onto < 0 ? length : dropTargetFromElsewhere(onto, edge);
      const from = indexOf(source.key);
      const to = onto < 0 ? length - 1 : dropTarget(from, onto, edge);
      return from < 0 || to === from ? null : to;
    };
    return {
      group,
      list,
      get words() {
        return words();
      },
      idOf,
      keepFocus,
      press: (key, direction) => {
        const { items, step } = latest.current.options;
        let to: number | null;
        if (step) {
          to = step(key, direction);
        } else {
          const from = indexOf(key);
          to = stepTarget(from, direction, items.length);
          if (to !== null && !place(from, to)) to = null;
        }
        if (to !== null) keepFocus(key, [direction, otherDirection(direction)], to);
      },
      changes: (source, ontoKey, edge) => source.group === group && landing(source, ontoKey, edge) !== null,
      drop: (source, ontoKey, edge) => {
        if (source.group !== group) return;
        const to = landing(source, ontoKey, edge);
        if (to === null) return;
        if (source.list === list) place(indexOf(source.key), to);
        else latest.current.options.onMoveIn?.(source.key, to);
      },
    };
  });
  return api;
}
