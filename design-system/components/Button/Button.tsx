/**
 * The button of the product: variants, sizes, a loading state that keeps the width and announces
 * itself (aria-busy, a spinner in place of the icon), and an optional leading icon.
 *
 * Busy is not disabled (issue 15): a disabled button drops keyboard focus to the page's start, so a
 * busy one stays focusable and is marked aria-disabled, and its clicks (and a form's implicit
 * submit through it) are swallowed until it is done.
 */
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Spinner } from '../Spinner';
import { buttonBase } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: keeps focus, announced with aria-busy and aria-disabled, clicks ignored, a spinner replaces the icon. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Leading icon, usually an `<Icon />` (decorative). */
  icon?: ReactNode;
}

const Root = styled.button`
  ${buttonBase}
  &[data-size='sm'] { min-height: 32px; padding: 0 ${vars.space[3]}; font-size: ${vars.font.sizeSm}; }
  &[data-size='md'] { min-height: 44px; padding: 0 ${vars.space[4]}; font-size: ${vars.font.sizeMd}; }
  &[data-size='lg'] { min-height: 52px; padding: 0 ${vars.space[6]}; font-size: ${vars.font.sizeLg}; }
  &[data-full-width='true'] { width: 100%; }
  &[aria-busy='true'] { cursor: progress; }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, icon, disabled, children, type = 'button', onClick, ...rest },
  ref,
) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Root
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={click}
      {...rest}
    >
      {loading ? <Spinner decorative size="sm" /> : icon}
      {children}
    </Root>
  );
});
