/**
 * The reorder kit's arithmetic (reorderMath.ts): a button's step, the place a drop lands on within
 * the list and from another list of its group, and the half of a row the pointer is over. Issue 41:
 * "Reordering works by keyboard and is announced"; issue 44: lessons moved "between chapters, by
 * keyboard and by drag".
 */
import { describe, expect, it } from 'vitest';
import { dropTarget, dropTargetFromElsewhere, edgeAt, moveItem, otherDirection, stepTarget, visibleSpan } from './reorderMath';

const letters = ['a', 'b', 'c', 'd'] as const;

describe('moveItem', () => {
  it('puts the item at its new place and keeps the rest in their order', () => {
    expect(moveItem(letters, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(letters, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(letters, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('answers the same list when nothing moves: the same place, or a place outside the list', () => {
    expect(moveItem(letters, 1, 1)).toBe(letters);
    expect(moveItem(letters, 0, -1)).toBe(letters);
    expect(moveItem(letters, 3, 4)).toBe(letters);
    expect(moveItem(letters, 7, 0)).toBe(letters);
  });

  it('leaves the list it was given untouched', () => {
    const list = ['a', 'b', 'c'];
    moveItem(list, 0, 2);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('stepTarget', () => {
  it('moves one place up or down', () => {
    expect(stepTarget(2, 'up', 4)).toBe(1);
    expect(stepTarget(2, 'down', 4)).toBe(3);
  });

  it('"disabled at the ends": no step above the first or below the last, nor for an item not in the list', () => {
    expect(stepTarget(0, 'up', 4)).toBeNull();
    expect(stepTarget(3, 'down', 4)).toBeNull();
    expect(stepTarget(0, 'down', 1)).toBeNull();
    expect(stepTarget(-1, 'down', 4)).toBeNull();
  });

  it('names the other button, where the focus goes once the pressed one is disabled', () => {
    expect(otherDirection('up')).toBe('down');
    expect(otherDirection('down')).toBe('up');
  });
});

describe('dropTarget (within the list)', () => {
  it('dropped above a row further down lands just above it, one place higher once the dragged one is out', () => {
    // a dropped on the top half of c: b, a, c, d
    expect(dropTarget(0, 2, 'top')).toBe(1);
    expect(moveItem(letters, 0, dropTarget(0, 2, 'top'))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('dropped below a row further down lands just below it', () => {
    expect(moveItem(letters, 0, dropTarget(0, 2, 'bottom'))).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(letters, 0, dropTarget(0, 3, 'bottom'))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('dropped above or below a row further up lands there', () => {
    expect(moveItem(letters, 3, dropTarget(3, 0, 'top'))).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(letters, 3, dropTarget(3, 0, 'bottom'))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('dropped on itself or on the edge it already touches stays where it was', () => {
    expect(dropTarget(1, 1, 'top')).toBe(1);
    expect(dropTarget(1, 1, 'bottom')).toBe(1);
    // the bottom of the row above it, the top of the row below it
    expect(dropTarget(1, 0, 'bottom')).toBe(1);
    expect(dropTarget(1, 2, 'top')).toBe(1);
  });
});

describe('dropTargetFromElsewhere (a lesson into another chapter)', () => {
  it('lands above or below the row it was dropped on; nothing is taken out of this list first', () => {
    expect(dropTargetFromElsewhere(0, 'top')).toBe(0);
    expect(dropTargetFromElsewhere(0, 'bottom')).toBe(1);
    expect(dropTargetFromElsewhere(2, 'bottom')).toBe(3);
  });
});

describe('edgeAt', () => {
  const row = { top: 100, height: 40 };
  it('is the top half above the middle of the row and the bottom half from it', () => {
    expect(edgeAt(101, row)).toBe('top');
    expect(edgeAt(119, row)).toBe('top');
    expect(edgeAt(120, row)).toBe('bottom');
    expect(edgeAt(139, row)).toBe('bottom');
  });
});

describe('visibleSpan: a drop is read by the part of the row a person sees', () => {
  // A row from 20 to 110, under a sticky header that ends at 65 (the back-office's, 65 px).
  const box = { top: 20, bottom: 110 };
  const underHeader = (y: number) => y >= 65;

  it('a row under the sticky header: its halves are those of the part below the header, so a drop on that part’s top quarter lands above the row', () => {
    const seen = visibleSpan(box, 76, underHeader);
    expect(seen.top).toBeGreaterThanOrEqual(65);
    expect(seen.top).toBeLessThanOrEqual(66);
    expect(seen.top + seen.height).toBe(110);
    // The top quarter of what shows (65–110) is about 76: the whole box's middle (65) read it as the bottom.
    expect(edgeAt(76, { top: box.top, height: box.bottom - box.top })).toBe('bottom');
    expect(edgeAt(76, seen)).toBe('top');
    expect(edgeAt(100, seen)).toBe('bottom');
  });

  it('a row in full view is its whole box; a bar over its bottom end is taken off that end', () => {
    expect(visibleSpan(box, 30, () => true)).toEqual({ top: 20, height: 90 });
    const aboveBar = visibleSpan(box, 30, (y) => y < 80);
    expect(aboveBar.top).toBe(20);
    expect(aboveBar.top + aboveBar.height).toBeGreaterThanOrEqual(79);
    expect(aboveBar.top + aboveBar.height).toBeLessThanOrEqual(80);
  });

  it('a pointer the row does not show under (a drag reported off screen) goes by the whole box', () => {
    expect(visibleSpan(box, 22, () => false)).toEqual({ top: 20, height: 90 });
  });
});
