/**
 * Where the keyboard goes when the element it was on can no longer hold it (the hand review: after
 * 수강 종료 the button that opened the confirmation was disabled, after 비밀글로 the bulk bar went
 * away with its button, and focus fell to the page body). The nearest sensible place, in order:
 *
 * 1. a control beside it, when it is still there but disabled or hidden (연장 beside 수강 종료);
 * 2. going up from where it was (its ancestors, remembered while it had the focus):
 *    - the place a container names with `data-focus-return="<id>"` (the list kit names its
 *      results, so a bulk action's bar that goes leaves the keyboard on the list);
 *    - the first control of its row or list item (the row whose button changed);
 *    - a labelled section's heading, or a named region itself (the part of the page it was in);
 *
 * never past `<main>` or a modal layer: beyond those, the caller falls back to the page heading.
 */
import { canTakeFocus, focusableWithin } from './focusable';

const ROW = 'tr, [role="row"], li';
const BOUNDARY = 'main, body, [data-focus-layer]';

/** The element's ancestors, nearest first, up to (not including) the first boundary. */
export function trailOf(element: Element): Element[] {
  const trail: Element[] = [];
  for (let at = element.parentElement; at && !at.matches(BOUNDARY); at = at.parentElement) trail.push(at);
  return trail;
}

/** Focuses an element that is not a tab stop by script only. */
function focusStatic(element: HTMLElement): true {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
  return true;
}

function besideIt(lost: Element): HTMLElement | undefined {
  const parent = lost.parentElement;
  if (!lost.isConnected || !parent) return undefined;
  const around = focusableWithin(parent).filter((element) => element !== lost && canTakeFocus(element));
  const after = around.find((element) => lost.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  return after ?? around.at(-1);
}

function placeIn(container: Element): HTMLElement | undefined {
  if (!(container instanceof HTMLElement)) return undefined;
  const named = container.dataset.focusReturn;
  if (named) {
    const target = document.getElementById(named);
    if (target) return target;
  }
  if (container.matches(ROW)) return focusableWithin(container).find(canTakeFocus);
  const labelledBy = container.getAttribute('aria-labelledby');
  if (labelledBy && container.matches('section, [role="region"], form, fieldset')) {
    const heading = document.getElementById(labelledBy.split(' ')[0] ?? '');
    if (heading && container.contains(heading)) return heading;
  }
  if (container.matches('[role="region"][aria-label], section[aria-label]')) return container;
  return undefined;
}

/**
 * Focuses the nearest sensible place for a focus that `lost` could not keep, given the ancestors
 * it had (`trailOf`, taken while it had the focus: a removed element has none left). False when
 * there is none short of the page's heading.
 */
export function focusNear(lost: Element, trail: readonly Element[]): boolean {
  const beside = besideIt(lost);
  if (beside) return focusStatic(beside);
  for (const container of trail) {
    if (!container.isConnected) continue;
    const place = placeIn(container);
    if (place) return focusStatic(place);
  }
  return false;
}
