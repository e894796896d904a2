/**
 * Keeps the keyboard on the page when the element that had focus goes away (issue 38's review:
 * after "발송 취소" or "되살리기" was confirmed, the button that opened the dialog — and got the
 * focus back — was replaced by the new state, and focus fell to <body>, so the next Tab started
 * again at the top of the document). When the focused element leaves the document and nothing
 * else took the focus, the page's main heading gets it: the place a person starts reading the
 * changed page from, as on a navigation. A screen that knows a better place (the new row, the
 * moved item) focuses it itself, and this never overrides a focus that landed somewhere.
 */
import { useEffect } from 'react';

/** The page's heading, focusable by script only (it is no tab stop). */
function focusHeading(selector: string): void {
  const heading = document.querySelector<HTMLElement>(selector);
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

export function useFocusRescue(headingSelector = 'main h1'): void {
  useEffect(() => {
    let focused: Element | null = document.activeElement;
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const lost = () => {
      const active = document.activeElement;
      return focused !== null && !focused.isConnected && (!active || active === document.body);
    };
    let waiting = 0;
    // Removal fires no focus event in every browser; a change to the document is the one signal.
    // The rescue waits a frame and a task: a screen that moves focus itself once its new state is
    // drawn (an effect focusing the moved row's button) does so first and is not overridden.
    const check = new MutationObserver(() => {
      if (waiting || !lost()) return;
      waiting = requestAnimationFrame(() => {
        setTimeout(() => {
          waiting = 0;
          if (!lost()) return;
          focused = null;
          focusHeading(headingSelector);
        }, 0);
      });
    });
    document.addEventListener('focusin', remember);
    check.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      check.disconnect();
      cancelAnimationFrame(waiting);
    };
  }, [headingSelector]);
}
