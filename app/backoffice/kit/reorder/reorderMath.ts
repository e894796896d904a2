/**
 * The arithmetic of putting a list in order (the reorder kit, issues 41 and 44), without React or
 * the DOM, so every ordered list — the page editor's modules, the curriculum's chapters and lessons,
 * the categories, the popups — moves by one set of rules, proven once: a step by a move button, the
 * place a drop lands on (above or below the row the pointer is over, by the part of it a person
 * sees), from the same list or another of its group (a lesson dropped into another chapter).
 */

export type Direction = 'up' | 'down';

/** Which half of a row the pointer is over: a drop there lands above or below the row. */
export type Edge = 'top' | 'bottom';

export const otherDirection = (direction: Direction): Direction => (direction === 'up' ? 'down' : 'up');

/** The list with the item at `from` put at `to`, the rest in their order; the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const moving = items[from];
  if (moving === undefined || from === to || to < 0 || to >= items.length) return items;
  const next = items.filter((_, index) => index !== from);
  next.splice(to, 0, moving);
  return next;
}

/** Where one step of a move button takes the item at `index`; null at an end of the list. */
export function stepTarget(index: number, direction: Direction, length: number): number | null {
  const to = direction === 'up' ? index - 1 : index + 1;
  return index < 0 || index >= length || to < 0 || to >= length ? null : to;
}

/**
 * Where the item at `from` ends up when dropped on the row at `onto`, on its `edge`, within the
 * same list: taken out first, so a row below the dragged one is one place higher once it is gone.
 */
export function dropTarget(from: number, onto: number, edge: Edge): number {
  const before = edge === 'top' ? onto : onto + 1;
  return from < before ? before - 1 : before;
}

/** Where an item from another list lands when dropped on the row at `onto`, on its `edge`. */
export function dropTargetFromElsewhere(onto: number, edge: Edge): number {
  return edge === 'top' ? onto : onto + 1;
}

/** The half of a row (its top and height) the pointer at `pointerY` is over. */
export function edgeAt(pointerY: number, row: { top: number; height: number }): Edge {
  return pointerY < row.top + row.height / 2 ? 'top' : 'bottom';
}

/**
 * The part of a row a person sees, from its box (`top`, `bottom`) less what lies over either end
 * — the back-office's sticky header over a row scrolled up to it, a bar pinned at the bottom.
 * `shows(y)` says whether the row itself is what is drawn at height `y` (along the pointer's
 * column); `pointerY` is over the row, so it shows (else the whole box is all there is to go
 * by). Each hidden end is found to the pixel by halving. The halves a drop is read by are this
 * part's: measured on the whole box, a row more than half under the header read every visible
 * point as its bottom half, and a drop aimed at its top landed below it.
 */
export function visibleSpan(box: { top: number; bottom: number }, pointerY: number, shows: (y: number) => boolean): { top: number; height: number } {
  /** The shown height nearest to `hidden` (a hidden one) between it and `seen` (a shown one). */
  const boundary = (hidden: number, seen: number) => {
    let [covered, shown] = [hidden, seen];
    while (Math.abs(shown - covered) > 1) {
      const middle = (covered + shown) / 2;
      if (shows(middle)) shown = middle;
      else covered = middle;
    }
    return shown;
  };
  // A pointer not over the row (a drag the browser reports off screen): nothing to go by but the box.
  if (!shows(pointerY)) return { top: box.top, height: box.bottom - box.top };
  const top = shows(box.top + 0.5) ? box.top : boundary(box.top, pointerY);
  const bottom = shows(box.bottom - 0.5) ? box.bottom : boundary(box.bottom, pointerY);
  return { top, height: Math.max(bottom - top, 0) };
}
