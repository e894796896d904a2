/**
 * Keeps the keyboard on the page when the element that had focus goes away (issue 38's review:
 * after "발송 취소" or "되살리기" was confirmed, the button that opened the dialog — and got the
 * focus back — was replaced by the new state, and focus fell to <body>, so the next Tab started
 * again at the top of the document). When the focused element leaves the document, or stays but
 * can no longer hold the focus (disabled once its action was done: 수강 종료), and nothing else
 * took the focus, the nearest sensible place gets it (focusReturn.ts: a control beside it, its
 * row, the list it was acting on, its section's heading), else the page's main heading: the place
 * a person starts reading the changed page from, as on a navigation. A screen that knows a better
 * place (the new row, the moved item) focuses it itself, and this never overrides a focus that
 * landed somewhere.
 */
import { useEffect } from 'react';
import { canTakeFocus } from './focusable';
import { focusNear, trailOf } from './focusReturn';

/** The page's heading, focusable by script only (it is no tab stop). */
function focusHeading(selector: string): void {
  const heading = document.querySelector<HTMLElement>(selector);
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

export function useFocusRescue(headingSelector = 'main h1'): void {
  useEffect(() => {
    let focused: Element | null = document.activeElement === document.body ? null : document.activeElement;
    let trail: Element[] = focused ? trailOf(focused) : [];
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
      trail = focused ? trailOf(focused) : [];
    };
    const gone = () => focused !== null && !canTakeFocus(focused);
    const lost = () => {
      const active = document.activeElement;
      // A browser that keeps the focus on a disabled button (Tab still goes on from there) is left be.
      return gone() && (!active || active === document.body);
    };
    let waiting = 0;
    // Removal or disabling fires no focus event in every browser; a change to the document is the
    // one signal.
    // The rescue waits a frame and a task: a screen that moves focus itself once its new state is
    // drawn (an effect focusing the moved row's button) does so first and is not overridden.
    const check = new MutationObserver(() => {
      // Not `lost()` yet: a browser moves the focus off a disabled button when it next renders.
      if (waiting || !gone()) return;
      waiting = requestAnimationFrame(() => {
        setTimeout(() => {
          waiting = 0;
          if (!lost() || !focused) return;
          const from = focused;
          focused = null;
          if (!focusNear(from, trail)) focusHeading(headingSelector);
        }, 0);
      });
    });
    document.addEventListener('focusin', remember);
    check.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert', 'aria-hidden'] });
    return () => {
      document.removeEventListener('focusin', remember);
      check.disconnect();
      cancelAnimationFrame(waiting);
    };
  }, [headingSelector]);
}
