/**
 * Text for screen readers only (a count's unit, a link's "새 창" note). `focusable` makes it a
 * skip link that appears when it receives keyboard focus.
 */
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

const Hidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;

  &[data-focusable]:focus,
  &[data-focusable]:focus-within {
    position: fixed !important;
    top: ${vars.space[2]};
    left: ${vars.space[2]};
    z-index: ${vars.z.tooltip};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${vars.space[2]} ${vars.space[4]};
    clip: auto;
    clip-path: none;
    background: ${vars.color.surface};
    border-radius: ${vars.radius.md};
    box-shadow: ${vars.shadow.md};
  }
`;

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** Render as another element, e.g. `a` for a skip link. */
  as?: 'span' | 'div' | 'a' | 'h1' | 'h2' | 'h3' | 'label' | 'legend';
  href?: string;
  /** Show the element while it (or something in it) has keyboard focus. */
  focusable?: boolean;
}

export function VisuallyHidden({ focusable = false, ...rest }: VisuallyHiddenProps) {
  return <Hidden data-focusable={focusable || undefined} {...rest} />;
}
