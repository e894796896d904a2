/**
 * A drag by the pointer as the browser reports it, for stories (the reorder kit): press on a row's
 * handle, pass over another row's top or bottom half, let go. Each step waits for what it shows —
 * the dragged row faded, the drop line on the row under the pointer — before the next, so it never
 * waits for time. The e2e journeys drag with Playwright's real mouse instead.
 */
import { expect, fireEvent, waitFor } from 'storybook/test';
import type { Edge } from './reorderMath';

const middleOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/** Drags the row `from` by its handle onto the `edge` half of the row `onto` and drops it there. */
export async function dragRow(from: HTMLElement, onto: HTMLElement, edge: Edge) {
  const handle = from.querySelector('[data-drag-handle]');
  if (!handle) throw new Error('the row has no drag handle');
  handle.scrollIntoView({ block: 'center' });
  const start = middleOf(handle);
  const dataTransfer = new DataTransfer();
  fireEvent.dragStart(from, { dataTransfer, clientX: start.x, clientY: start.y });
  await waitFor(() => expect(from).toHaveAttribute('data-dragging', 'true'));
  const box = onto.getBoundingClientRect();
  const over = { dataTransfer, clientX: box.left + box.width / 2, clientY: edge === 'top' ? box.top + 2 : box.bottom - 2 };
  fireEvent.dragEnter(onto, over);
  fireEvent.dragOver(onto, over);
  await waitFor(() => expect(onto).toHaveAttribute('data-drop-edge', edge));
  fireEvent.drop(onto, over);
  fireEvent.dragEnd(from, over);
  // The dragged row is drawn plain again, or drawn anew in another list (a lesson into another chapter).
  await waitFor(() => expect(from.isConnected && from.hasAttribute('data-dragging')).toBe(false));
}
