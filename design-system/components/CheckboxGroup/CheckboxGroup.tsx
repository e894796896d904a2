/**
 * Several checkboxes answering one question (a fieldset with a legend); the value is the list of
 * checked option values. Use with react-hook-form's `Controller` (value, onChange, ref).
 */
import { forwardRef, useId, type ReactNode } from 'react';
import { CheckboxInput } from '@ds/components/Checkbox';
import { ChoiceLabel, ChoiceList, FormField } from '@ds/components/FormField';
import { useControllableState } from '@ds/lib/useControllableState';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  label: ReactNode;
  options: readonly ChoiceOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  direction?: 'column' | 'row';
  className?: string;
}

const none: readonly string[] = [];

export const CheckboxGroup = forwardRef<HTMLInputElement, CheckboxGroupProps>(function CheckboxGroup(
  { label, options, value, defaultValue = none, onChange, onBlur, name, hint, error, required, disabled, hideLabel, direction = 'column', className },
  ref,
) {
  const generatedName = useId();
  const [checked, setChecked] = useControllableState<readonly string[]>(value, defaultValue);
  const toggle = (option: string, on: boolean) => {
    // Keep the options' order so the value does not depend on the order of clicks.
    const next = options.map((o) => o.value).filter((v) => (v === option ? on : checked.includes(v)));
    setChecked(next);
    onChange?.(next);
  };

  return (
    <FormField group label={label} required={required} hint={hint} error={error} hideLabel={hideLabel} disabled={disabled} className={className}>
      {(control) => (
        <ChoiceList data-direction={direction}>
          {options.map((option, index) => (
            <ChoiceLabel key={option.value} data-disabled={disabled || option.disabled}>
              <CheckboxInput
                ref={index === 0 ? ref : undefined}
                name={name ?? generatedName}
                value={option.value}
                checked={checked.includes(option.value)}
                disabled={option.disabled}
                aria-invalid={control['aria-invalid']}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </ChoiceLabel>
          ))}
        </ChoiceList>
      )}
    </FormField>
  );
});
