/**
 * The button of the product: variants, sizes, a loading state that keeps the width and announces
 * itself (aria-busy, a spinner in place of the icon), and an optional leading icon.
 */
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Spinner } from '../Spinner';
import { buttonBase } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: disabled, announced with aria-busy, a spinner replaces the icon. */
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
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, icon, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {loading ? <Spinner decorative size="sm" /> : icon}
      {children}
    </Root>
  );
});
