/**
 * Focus that waits for the element to be drawn: a moved row or a closed form is drawn anew, and
 * the button the person pressed must have the focus back once it is there — not a frame later on
 * a guess (an animation frame can come before React's render, and the focus falls to the page).
 * `focusWhenDrawn(find)` keeps `find` until a render in which it answers an element.
 */
import { useLayoutEffect, useRef } from 'react';

type Find = () => HTMLElement | null | undefined;

export function useFocusAfterRender(): (find: Find) => void {
  const pending = useRef<Find | null>(null);
  useLayoutEffect(() => {
    const element = pending.current?.();
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return (find) => {
    pending.current = find;
  };
}
