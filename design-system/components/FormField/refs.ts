/**
 * Helpers the form controls share to sit under react-hook-form: one element handed to both the
 * caller's ref (register's or Controller's) and the control's own ref, and a value change made
 * by the control itself (clear button, cut after Korean composition) that every form library sees.
 */
import type { Ref, RefCallback } from 'react';

export function mergeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (element) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}

/**
 * Sets the value through the element's native setter and fires `input`, so React's onChange runs
 * (React ignores a plain `element.value = …`), and with it register's or the caller's handler.
 */
export function setValueAsUser(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
