/**
 * Keeps a scrolling box's position for the tab's session under a key, and puts it back once the
 * box has content again (issue 27, "coming back keeps the place"): a list's own scroll is still
 * where the operator left it after opening a row and going Back, or after a reload, instead of
 * at the first row. The position is read back only as far as the content allows: while rows are
 * still arriving (a cursor list loading its slices again) it waits for enough of them, and the
 * box's own scroll events during the wait (the browser clamping) are not taken as the new place.
 * The operator scrolling, clicking or typing in the box ends the wait.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const PREFIX = 'klass.scroll:';

function read(key: string): number {
  try {
    const value = Number(sessionStorage.getItem(PREFIX + key));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function write(key: string, top: number): void {
  try {
    if (top > 0) sessionStorage.setItem(PREFIX + key, String(Math.round(top)));
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // A storage that refuses (private mode, full) only costs the remembered place.
  }
}

/**
 * `contentSize` is anything that grows with the content (the row count): the restore is tried
 * again each time it changes until the box can scroll that far. No key, no memory.
 */
export function useRememberedScroll(ref: RefObject<HTMLElement | null>, key: string | undefined, contentSize: number): void {
  /** The key whose place is back (or had none): until then the box's scrolls are not saved. */
  const restored = useRef<string | null>(null);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || key === undefined || restored.current === key || contentSize === 0) return;
    const top = read(key);
    if (top > 0) box.scrollTop = top;
    if (box.scrollTop >= top - 1) restored.current = key;
  }, [ref, key, contentSize]);

  useEffect(() => {
    const box = ref.current;
    if (!box || key === undefined) return undefined;
    let frame = 0;
    const onScroll = () => {
      if (restored.current !== key) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => write(key, box.scrollTop));
    };
    const giveUp = () => {
      restored.current = key;
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    box.addEventListener('wheel', giveUp, { passive: true });
    box.addEventListener('pointerdown', giveUp);
    box.addEventListener('keydown', giveUp);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('scroll', onScroll);
      box.removeEventListener('wheel', giveUp);
      box.removeEventListener('pointerdown', giveUp);
      box.removeEventListener('keydown', giveUp);
    };
  }, [ref, key]);
}
