/**
 * Makes a scrolling box reachable by keyboard only while its content overflows (WCAG 2.1.1; axe
 * "scrollable-region-focusable"), so keyboard users can scroll long dialog text with the arrows
 * without adding a useless tab stop to short content.
 */
import { useEffect, type RefObject } from 'react';

export function useScrollableFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      if (element.scrollHeight > element.clientHeight) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
}
