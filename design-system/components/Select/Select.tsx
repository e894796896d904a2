/**
 * A native select styled like the other fields (so the phone's own picker opens on mobile), inside
 * a FormField. Options come as data; an optional placeholder is an empty first option.
 */
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, FormField } from '@ds/components/FormField';
import { vars } from '@ds/tokens/vars';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option, e.g. "선택해 주세요". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

const Native = styled.select`
  ${controlBox}
  appearance: none;
  padding-inline-end: 2.5rem;
  cursor: pointer;
  /* A chevron drawn with two gradients so it follows the text colour token. */
  background-image:
    linear-gradient(45deg, transparent 50%, ${vars.color.textMuted} 50%),
    linear-gradient(135deg, ${vars.color.textMuted} 50%, transparent 50%);
  background-position: right 1.1rem center, right 0.75rem center;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
`;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, hideLabel, id, required, disabled, className, ...rest },
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
      {(control) => (
        <Native {...rest} {...control} ref={ref} required={required} disabled={disabled}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Native>
      )}
    </FormField>
  );
});
