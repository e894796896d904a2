/**
 * How a back-office page opens (issue 27, "coming back keeps the place"): a page reached by a link
 * or a redirect starts at its top with focus on its h1, so the heading is in view (not the middle
 * of the page where the list before it was scrolled) and a screen reader starts reading the new
 * page; a page reached by Back, Forward or a reload is left where the browser restores it. Only a
 * new path counts: a list writing its filters to the URL is the same page.
 *
 * A page whose heading is first drawn by its loading state and then by its content focuses the
 * second heading too, as long as focus fell to the body with the first (nobody moved it since).
 */
import { useLayoutEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The path whose opening was handled: one page of the app is open at a time. */
let openedPath: string | null = null;

export function usePageOpening(heading: RefObject<HTMLHeadingElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const element = heading.current;
    if (!element) return;
    const isNew = openedPath !== pathname;
    if (!isNew && document.activeElement !== document.body) return;
    openedPath = pathname;
    if (navigationType === 'POP') return;
    if (isNew) window.scrollTo(0, 0);
    element.focus({ preventScroll: true });
  }, [heading, pathname, navigationType]);
}
