/**
 * A calendar-day field: a native date input (the phone's own picker, keyboard entry on desktop)
 * whose value is a `yyyy-MM-dd` string meaning that day in Asia/Seoul. Works with register.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlBox, FormField } from '@ds/components/FormField';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** `yyyy-MM-dd`, Seoul day. */
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
}

export const DateInput = styled.input`
  ${controlBox}
  font-variant-numeric: tabular-nums;
  &::-webkit-calendar-picker-indicator { cursor: pointer; }
`;

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, hint, error, hideLabel, id, required, disabled, className, ...rest },
  ref,
) {
  return (
    <FormField
      label={label}
      id={id}
      required={required}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      disabled={disabled}
      className={className}
    >
      {(control) => <DateInput {...rest} {...control} ref={ref} type="date" required={required} disabled={disabled} />}
    </FormField>
  );
});
