/**
 * Makes a scrolling box reachable by keyboard only while its content overflows, down or sideways
 * (WCAG 2.1.1; axe "scrollable-region-focusable"), so keyboard users can scroll long dialog text or
 * a wide table on a narrow screen with the arrows, without a useless tab stop on content that fits.
 *
 * The box's own size stops changing once it reaches its maximum height, so the check also follows
 * its content: the size of each child, and children that arrive later (a loaded list replacing a
 * spinner).
 */
import { useEffect, type RefObject } from 'react';

export function useScrollableFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const overflows = element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
      if (overflows) element.tabIndex = 0;
      // Focused there (a skip link, the focus kept on a list after its bulk bar went): no tab stop,
      // but the focus it has is not taken away.
      else if (document.activeElement === element) element.tabIndex = -1;
      else if (element.getAttribute('tabindex') === '0') element.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const resizes = new ResizeObserver(update);
    const observeBoxAndChildren = () => {
      resizes.observe(element);
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    observeBoxAndChildren();
    const mutations = new MutationObserver(() => {
      observeBoxAndChildren();
      update();
    });
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
}
