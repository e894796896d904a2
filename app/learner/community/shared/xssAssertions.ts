/**
 * Browser-level XSS checks for stories that render server HTML: each vector of the corpus would
 * set `window.__xss` (or call alert) if it ran. After the page had time to load images and fire
 * events, the flag must be unset and the DOM must hold no handler attribute, no script-capable
 * element and no script URL.
 */
import { expect } from 'storybook/test';

export const XSS_FLAG = '__xss';

/** Replaces alert for the story's lifetime, so a vector that calls it is recorded, not shown. */
export function trapAlerts(): () => void {
  const original = window.alert;
  window.alert = () => {
    Reflect.set(window, XSS_FLAG, 'alert');
  };
  Reflect.deleteProperty(window, XSS_FLAG);
  return () => {
    window.alert = original;
    Reflect.deleteProperty(window, XSS_FLAG);
  };
}

const SCRIPT_CAPABLE = 'script, iframe, frame, object, embed, svg, math, style, link, meta, base, form';
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

export async function expectNothingRan(root: HTMLElement): Promise<void> {
  // Let broken images fire their error events and timers their callbacks.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(Reflect.get(window, XSS_FLAG)).toBeUndefined();
  await expect(root.querySelectorAll(SCRIPT_CAPABLE)).toHaveLength(0);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      await expect(attribute.name.startsWith('on')).toBe(false);
      if (['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc'].includes(attribute.name)) {
        await expect(attribute.value).not.toMatch(SCRIPT_URL);
      }
    }
  }
  // Links of the server HTML (not the page's own navigation) open in a new tab without opener.
  for (const link of Array.from(root.querySelectorAll('[data-server-html] a[href]'))) {
    await expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  }
}
