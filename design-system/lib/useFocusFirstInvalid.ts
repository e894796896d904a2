/**
 * After a refused submit, the focus goes to the first control that says why (`aria-invalid`), once
 * its message is drawn: a keyboard or screen-reader user meets the message instead of staying on
 * the button while the reason sits below or off-screen (issue 38). For forms not on
 * react-hook-form, whose `shouldFocusError` does this for the rest.
 */
import { useRef } from 'react';
import { useFocusAfterRender } from './useFocusAfterRender';

export function useFocusFirstInvalid<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const focusWhenDrawn = useFocusAfterRender();
  return {
    /** The form (or any element around its controls). */
    containerRef: container,
    /** Call when a submit was refused at the fields. */
    focusFirstInvalid: () => focusWhenDrawn(() => container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')),
  };
}
