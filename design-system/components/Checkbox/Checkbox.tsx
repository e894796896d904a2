/**
 * A single checkbox with its label beside it, and hint or error below (terms agreement, "keep me
 * logged in"). Works with react-hook-form's `register`.
 */
import { forwardRef, type ReactNode } from 'react';
import { FormField } from '@ds/components/FormField';
import { CheckboxInput, type CheckboxInputProps } from './CheckboxInput';

export interface CheckboxProps extends CheckboxInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, hideLabel, id, required, disabled, className, ...rest },
  ref,
) {
  return (
    <FormField
      inline
      label={label}
      id={id}
      required={required}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      disabled={disabled}
      className={className}
    >
      {(control) => <CheckboxInput {...rest} {...control} ref={ref} required={required} disabled={disabled} />}
    </FormField>
  );
});
