/**
 * The scroll box of Table and DataTable: a named region (the table's caption) that a keyboard
 * user can reach and scroll with the arrows while its content overflows, with a shadow at each
 * edge that has more beyond it. The hand review at 390 px found admin tables showing one column
 * and nothing to say more were there; the shadow says it at a glance, the region's name and focus
 * say it to a keyboard and a screen reader.
 */
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { useScrollableFocus } from '@ds/lib/useScrollableFocus';
import { useScrollEdges } from '@ds/lib/useScrollEdges';
import { Edge, Frame, Scroll } from './Table.styles';

export interface ScrollRegionProps {
  /** The scrolling element (a virtualiser reads it too). */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The region's name: the table's caption. */
  label: string;
  id?: string | undefined;
  className?: string | undefined;
  style?: CSSProperties;
  /** Keeps the header row in view while the body scrolls down. */
  stickyHeader?: boolean;
  children: ReactNode;
}

export function ScrollRegion({ scrollRef, label, id, className, style, stickyHeader = false, children }: ScrollRegionProps) {
  useScrollableFocus(scrollRef);
  const edges = useScrollEdges(scrollRef);
  return (
    <Frame className={className} data-more-start={edges.start} data-more-end={edges.end}>
      <Scroll ref={scrollRef} id={id} role="region" aria-label={label} style={style} data-sticky={stickyHeader || undefined}>
        {children}
      </Scroll>
      <Edge data-side="start" aria-hidden="true" />
      <Edge data-side="end" aria-hidden="true" />
    </Frame>
  );
}
