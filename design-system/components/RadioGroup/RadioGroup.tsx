/**
 * One choice among a few (a fieldset with a legend and native radios, so arrow keys move the
 * choice as every screen reader expects). `appearance="segmented"` draws the same radios as one
 * bar of buttons — that is the SegmentedControl. Use with react-hook-form's `Controller`.
 */
import { forwardRef, useId, type ReactNode } from 'react';
import { FormField } from '@ds/components/FormField';
import { useControllableState } from '@ds/lib/useControllableState';
import * as S from './RadioGroup.styles';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  direction?: 'column' | 'row';
  appearance?: 'list' | 'segmented';
  className?: string;
}

export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    value,
    defaultValue = '',
    onChange,
    onBlur,
    name,
    hint,
    error,
    required,
    disabled,
    hideLabel,
    direction = 'column',
    appearance = 'list',
    className,
  },
  ref,
) {
  const generatedName = useId();
  const [selected, setSelected] = useControllableState(value, defaultValue, onChange);

  return (
    <FormField group label={label} required={required} hint={hint} error={error} hideLabel={hideLabel} disabled={disabled} className={className}>
      {(control) => (
        <S.List data-direction={direction} data-appearance={appearance}>
          {options.map((option, index) => (
            <S.Option key={option.value} data-disabled={disabled || option.disabled}>
              <S.Radio
                ref={index === 0 ? ref : undefined}
                type="radio"
                name={name ?? generatedName}
                value={option.value}
                checked={selected === option.value}
                disabled={option.disabled}
                required={required}
                aria-invalid={control['aria-invalid']}
                onChange={() => setSelected(option.value)}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </S.Option>
          ))}
        </S.List>
      )}
    </FormField>
  );
});
