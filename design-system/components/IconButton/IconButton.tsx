/**
 * A square button showing only an icon. The `label` is required: it is the button's accessible
 * name (and its tooltip text through `title`), since an icon alone says nothing to a screen reader.
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { buttonBase } from '../Button/Button.styles';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';

export type IconButtonVariant = 'primary' | 'secondary' | 'ghost' | 'neutral' | 'danger';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** Accessible name, in Korean (e.g. "닫기"). */
  label: string;
  icon: IconName;
  variant?: IconButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
}

const Root = styled.button`
  ${buttonBase}
  padding: 0;
  &[data-size='sm'] { width: 32px; height: 32px; }
  &[data-size='md'] { width: 44px; height: 44px; }
  &[data-size='lg'] { width: 52px; height: 52px; }
  border-radius: ${vars.radius.md};
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'neutral', size = 'md', loading = false, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {loading ? <Spinner decorative size="sm" /> : <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />}
    </Root>
  );
});
