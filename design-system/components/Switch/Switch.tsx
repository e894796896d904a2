/**
 * An on/off switch: a native checkbox with the switch role, drawn as a track and thumb, label
 * beside it. Works with react-hook-form's `register`.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from '@ds/components/FormField';
import { vars } from '@ds/tokens/vars';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

const Track = styled.input`
  appearance: none;
  position: relative;
  display: block;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.borderStrong};
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
    transition: transform ${vars.motion.fast} ${vars.motion.easing};
  }
  &:checked { background: ${vars.color.primary}; }
  &:checked::before { transform: translateX(20px); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  @media (forced-colors: active) { border: 1px solid CanvasText; }
`;

export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, hint, error, hideLabel, id, disabled, className, ...rest },
  ref,
) {
  return (
    <FormField
      inline
      label={label}
      id={id}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      disabled={disabled}
      className={className}
    >
      {(control) => <Track {...rest} {...control} ref={ref} type="checkbox" role="switch" disabled={disabled} />}
    </FormField>
  );
});
