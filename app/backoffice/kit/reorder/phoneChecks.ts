/**
 * What the reorder kit's rows must be at a phone's width (390 px), checked by the stories of every
 * screen that reorders (the page editor, the curriculum): the page no wider than the phone; each
 * row's grip and 위로 / 아래로 inside its row and on screen, each at least 24 px square (WCAG 2.5.8
 * target size); and a row that is draggable only while its grip is pressed, so its text can be
 * selected with the mouse (the browser selects nothing inside a draggable element).
 */
import { expect, fireEvent } from 'storybook/test';

/** WCAG 2.5.8's minimum target size, in CSS px. */
const TARGET_MIN = 24;

/** Every reorder row in `list`: its grip and move buttons fit inside it and on screen, big enough to press. */
export async function expectRowsFitPhone(list: HTMLElement) {
  const view = list.ownerDocument.defaultView;
  if (!view) throw new Error('the list is not in a window');
  await expect(list.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
  const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-reorder-item]'));
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const box = row.getBoundingClientRect();
    const id = row.getAttribute('data-reorder-item');
    const controls = [
      ...Array.from(row.querySelectorAll<HTMLElement>('[data-drag-handle]')).filter((grip) => grip.closest('[data-reorder-item]') === row),
      ...Array.from(row.querySelectorAll<HTMLElement>('[data-move-of]')).filter((button) => button.getAttribute('data-move-of') === id),
    ];
    for (const control of controls) {
      const own = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.getAttribute('title') ?? control.textContent;
      await expect({ name, inRow: own.left >= box.left - 0.5 && own.right <= box.right + 0.5, onScreen: own.left >= 0 && own.right <= view.innerWidth }).toEqual({ name, inRow: true, onScreen: true });
      await expect({ name, width: own.width >= TARGET_MIN, height: own.height >= TARGET_MIN }).toEqual({ name, width: true, height: true });
    }
  }
}

/** The row is not draggable (its text selectable) until its grip is pressed, and again once let go. */
export async function expectTextSelectable(row: HTMLElement) {
  const grip = Array.from(row.querySelectorAll<HTMLElement>('[data-drag-handle]')).find((each) => each.closest('[data-reorder-item]') === row);
  if (!grip) throw new Error('the row has no drag handle');
  await expect(row.draggable).toBe(false);
  fireEvent.pointerDown(grip);
  await expect(row.draggable).toBe(true);
  fireEvent.pointerUp(row.ownerDocument.defaultView ?? window);
  await expect(row.draggable).toBe(false);
}
