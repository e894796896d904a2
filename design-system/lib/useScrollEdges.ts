/**
 * Whether a sideways-scrolling box has more content before and after what it shows, following its
 * scroll and its size (and its content's: rows arriving widen a table). Drawn as a shadow at each
 * such edge (ScrollRegion), so a narrow screen shows that columns go on.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

const none: ScrollEdges = { start: false, end: false };

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const left = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel of rounding is not more content.
      const next = { start: left > 1, end: hidden - left > 1 };
      setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resizes?.observe(element);
    if (element.firstElementChild) resizes?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resizes?.disconnect();
    };
  }, [ref]);
  return edges;
}
