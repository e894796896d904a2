/**
 * Keeps keyboard focus inside a container while it is active (WCAG 2.4.3 for modal dialogs):
 * focuses the preferred element on activation, wraps Tab and Shift+Tab at the ends, pulls focus
 * back if it escapes, and returns focus to the element that had it before (the opener) afterwards.
 */
import { useEffect, type RefObject } from 'react';
import { focusableWithin } from './focusable';

export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? focusableWithin(container)[0] ?? container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container) return;
      const focusable = focusableWithin(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      // A nested layer (a menu or a second dialog portalled to body) owns its own focus.
      const target = event.target;
      if (!container || !(target instanceof Element) || container.contains(target)) return;
      const layer = target.closest('[data-focus-layer]');
      if (layer && layer !== container) return;
      (focusableWithin(container)[0] ?? container).focus();
    }

    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef, initialFocusRef]);
}
