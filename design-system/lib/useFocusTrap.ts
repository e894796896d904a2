/**
 * Keeps keyboard focus inside a container while it is active (WCAG 2.4.3 for modal dialogs):
 * focuses the preferred element on activation, wraps Tab and Shift+Tab at the ends, pulls focus
 * back if it escapes, and returns focus to the element that had it before (the opener) afterwards.
 *
 * Without a preferred element, the first field gets the focus, or, in a dialog without fields, its
 * title (the WAI-ARIA dialog pattern; the hand review found every dialog opening on ✕, so a
 * screen reader heard "닫기" first and a keyboard user had to Tab past it to type). An opener that
 * can no longer take the focus when the layer closes (gone with the row it was in, or disabled by
 * what the dialog did) hands it to the nearest sensible place (focusReturn.ts).
 */
import { useEffect, type RefObject } from 'react';
import { canTakeFocus, focusableWithin } from './focusable';
import { focusNear, trailOf } from './focusReturn';

const FIELD = 'input, select, textarea, [contenteditable]:not([contenteditable="false"]), [role="combobox"], [role="textbox"], [role="radio"], [role="checkbox"], [role="switch"], [role="slider"], [role="spinbutton"], [role="listbox"]';

/** Where the focus goes when a layer opens and nothing was preferred. */
function openingFocus(container: HTMLElement): HTMLElement {
  const focusable = focusableWithin(container);
  const field = focusable.find((element) => element.matches(FIELD));
  if (field) return field;
  const titleId = container.getAttribute('aria-labelledby');
  const title = titleId ? document.getElementById(titleId) : null;
  if (title && container.contains(title)) {
    title.tabIndex = -1;
    return title;
  }
  return focusable[0] ?? container;
}

export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const openerTrail = opener ? trailOf(opener) : [];
    (initialFocusRef?.current ?? openingFocus(container)).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container) return;
      const focusable = focusableWithin(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === container || precedes(document.activeElement, first))) {
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
      if (!opener) return;
      if (canTakeFocus(opener)) opener.focus();
      else focusNear(opener, openerTrail);
    };
  }, [active, containerRef, initialFocusRef]);
}

/** The title, focused on opening, stands before the first tab stop: Shift+Tab from it wraps. */
function precedes(active: Element | null, first: HTMLElement): boolean {
  return active !== null && (active.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}
