/**
 * The button of the product: variants, sizes, a loading state that keeps the width and announces
 * itself, and an optional leading icon.
 */
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font: inherit;
  font-weight: ${vars.font.weightBold};
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  &[data-size='sm'] { min-height: 32px; padding: 0 ${vars.space[3]}; font-size: ${vars.font.sizeSm}; }
  &[data-size='md'] { min-height: 44px; padding: 0 ${vars.space[4]}; font-size: ${vars.font.sizeMd}; }
  &[data-size='lg'] { min-height: 52px; padding: 0 ${vars.space[6]}; font-size: ${vars.font.sizeLg}; }
  &[data-full-width='true'] { width: 100%; }

  &[data-variant='primary'] { background: ${vars.color.primary}; color: ${vars.color.onPrimary}; }
  &[data-variant='primary']:hover:not(:disabled) { background: ${vars.color.primaryHover}; }
  &[data-variant='secondary'] { background: ${vars.color.surface}; color: ${vars.color.text}; border-color: ${vars.color.borderStrong}; }
  &[data-variant='secondary']:hover:not(:disabled) { background: ${vars.color.surfaceSunken}; }
  &[data-variant='ghost'] { background: transparent; color: ${vars.color.primaryText}; }
  &[data-variant='ghost']:hover:not(:disabled) { background: ${vars.color.primarySubtle}; }
  &[data-variant='danger'] { background: ${vars.color.danger}; color: ${vars.color.onDanger}; }
  &[data-variant='danger']:hover:not(:disabled) { background: ${vars.color.dangerHover}; }

  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &[aria-busy='true'] { cursor: progress; }
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
      {icon}
      {children}
    </Root>
  );
});
