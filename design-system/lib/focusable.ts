/**
 * The elements a keyboard user can Tab to inside a container, in DOM order, and whether one element
 * can take the focus now. Used by the focus trap of dialogs and drawers and where focus returns.
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const reachable = (element: Element) => !element.closest('[hidden], [inert], [aria-hidden="true"]');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0 && reachable(element));
}

/**
 * Whether an element that could take the focus before (an opener, the control it was on) still
 * can: in the document, not disabled, not hidden. Where focus returns to is checked with it.
 */
export function canTakeFocus(element: Element): boolean {
  if (!element.isConnected || !reachable(element)) return false;
  return !('disabled' in element && element.disabled === true);
}
