/**
 * The bottom edge a sticky bar holds (the list's bulk-action bar), so what floats at the bottom of
 * the window (the undo toast, the toasts) sits above it instead of covering its buttons (the hand
 * review of the kit: the undo toast hid 비밀글로 at 1280 and at 390 px). The bar publishes its
 * height as a custom property on the document while it is shown; floating layers add it to their
 * own offset. One property rather than a context: the toasts render outside the list's tree.
 */
import { useEffect, type RefObject } from 'react';

const RESERVED_BOTTOM = '--ds-reserved-bottom';

/** A CSS length: `offset` above whatever a bar holds at the bottom edge. */
export function aboveReservedBottom(offset: string): string {
  return `calc(${offset} + var(${RESERVED_BOTTOM}, 0px))`;
}

/** Reserves the element's height and its own bottom offset while it is mounted. */
export function useReservedBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const update = () => {
      const offset = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(RESERVED_BOTTOM, `${element.offsetHeight + offset}px`);
    };
    update();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resizes?.observe(element);
    return () => {
      resizes?.disconnect();
      root.style.removeProperty(RESERVED_BOTTOM);
    };
  }, [ref]);
}
