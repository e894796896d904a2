/**
 * A grey placeholder in the shape of content that is loading. Hidden from assistive technology:
 * the region that loads says so itself (aria-busy, or a Spinner's status text).
 * Widths and heights are any CSS length; they go through inline style, not generated classes, so
 * a list of skeleton rows costs one style rule.
 */
import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { vars } from '@ds/tokens/vars';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  width?: string;
  height?: string;
  /** For `text`: that many lines, the last one shorter. */
  lines?: number;
  className?: string;
}

const pulse = keyframes`50% { opacity: 0.5; }`;

const Shape = styled.span`
  display: block;
  background: ${vars.color.surfaceSunken};
  animation: ${pulse} 1.6s ease-in-out infinite;
  &[data-variant='text'] { height: 1em; border-radius: ${vars.radius.sm}; margin-block: 0.3em; }
  &[data-variant='rect'] { border-radius: ${vars.radius.md}; }
  &[data-variant='circle'] { border-radius: 50%; }
`;

const Lines = styled.span`
  display: block;
  > span:last-child:not(:first-child) { width: 60%; }
`;

export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = { width: width ?? (variant === 'circle' ? height : undefined), height: height ?? (variant === 'circle' ? width : undefined) };
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden className={className} style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <Shape key={index} data-variant="text" />
        ))}
      </Lines>
    );
  }
  return <Shape aria-hidden data-variant={variant} className={className} style={size} />;
}
