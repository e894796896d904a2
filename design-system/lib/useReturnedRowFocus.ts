/**
 * Gives keyboard focus back to the row a person opened, when they come back to the list (issue 38:
 * after Back from a member's detail, focus fell to the page body and a keyboard user started again
 * from the top of the page, 33 filter stops above the first member). Following a link in a row
 * remembers that row's key for the tab's session, under the same key as the list's scroll; when the
 * list is shown again with that row drawn (its scroll put back first), the row's first link gets the
 * focus, once — whichever way the person came back (Back, the breadcrumb, a reload), as the scroll
 * is put back whichever way. Only when `enabled`: a table without links to follow has no use for it.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

const PREFIX = 'klass.openedRow:';
const ROW_SELECTOR = 'tr[data-row-key]';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function write(key: string, rowKey: string | null): void {
  try {
    if (rowKey === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, rowKey);
  } catch {
    // A storage that refuses (private mode, full) only costs the focus coming back.
  }
}

/**
 * `drawnRows` names the rows drawn now ('' for none; the virtual range in view): the row is looked
 * for again each time it changes, as the scroll is put back or a cursor list loads the slice that
 * holds it.
 */
export function useReturnedRowFocus(
  ref: RefObject<HTMLElement | null>,
  key: string | undefined,
  enabled: boolean,
  drawnRows: string,
): void {
  useEffect(() => {
    const box = ref.current;
    if (!box || key === undefined) return undefined;
    // Capture, so the key is kept before the link's navigation unmounts the list.
    const remember = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      const row = link?.closest<HTMLElement>(ROW_SELECTOR);
      if (link && row && box.contains(row)) write(key, row.dataset.rowKey ?? null);
    };
    box.addEventListener('click', remember, true);
    return () => box.removeEventListener('click', remember, true);
  }, [ref, key]);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || key === undefined || !enabled || drawnRows === '') return;
    const rowKey = read(key);
    if (rowKey === null) return;
    const row = Array.from(box.querySelectorAll<HTMLElement>(ROW_SELECTOR)).find((candidate) => candidate.dataset.rowKey === rowKey);
    const link = row?.querySelector<HTMLElement>('a[href]');
    if (!link) return;
    // The scroll was put back for this list already; focusing must not move it again.
    link.focus({ preventScroll: true });
    write(key, null);
  }, [ref, key, enabled, drawnRows]);
}
