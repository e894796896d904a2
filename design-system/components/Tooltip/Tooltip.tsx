/**
 * A short description shown next to its trigger on hover and on keyboard focus, linked to it by
 * aria-describedby. It can be hovered itself and Escape hides it (WCAG 1.4.13). Essential
 * information never lives only in a tooltip: touch screens cannot hover.
 */
import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export interface TooltipProps {
  content: string;
  placement?: 'top' | 'bottom';
  /** One focusable element (a button, a link) that accepts aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  left: 50%;
  z-index: ${vars.z.tooltip};
  width: max-content;
  max-width: min(16rem, 80vw);
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
  text-align: center;
  transform: translateX(-50%);
  box-shadow: ${vars.shadow.md};

  &[data-placement='top'] { bottom: calc(100% + ${vars.space[2]}); }
  &[data-placement='bottom'] { top: calc(100% + ${vars.space[2]}); }
`;

export function Tooltip({ content, placement = 'top', children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <Anchor
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Bubble role="tooltip" id={id} data-placement={placement} hidden={!open}>
        {content}
      </Bubble>
    </Anchor>
  );
}
