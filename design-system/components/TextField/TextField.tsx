/**
 * A one-line text field inside a FormField: label, hint, error, a "len/N" counter, input cut at
 * `maxLength` characters (counted like a reader counts Korean and emoji), and a clear button.
 * Works with react-hook-form's `register` (ref and onChange) or as a controlled input.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField, mergeRefs } from '@ds/components/FormField';
import { Icon } from '@ds/components/Icon';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { formatCounter } from '@ds/lib/text/counter';
import * as S from './TextField.styles';
import { useCharacterLimit } from './useCharacterLimit';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  verified?: boolean;
  hideLabel?: boolean;
  /** Limit in characters; the input is cut there. */
  maxLength?: number;
  /** Shows "len/N"; on by default when there is a limit. */
  showCounter?: boolean;
  /** Shows a button that empties the field while it has text. */
  clearable?: boolean;
  /** Buttons placed inside the field on the right (the password toggle). */
  trailing?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    verified,
    hideLabel,
    maxLength,
    showCounter = maxLength !== undefined,
    clearable = false,
    trailing,
    id,
    required,
    disabled,
    readOnly,
    className,
    value,
    defaultValue,
    onChange,
    onCompositionEnd,
    type = 'text',
    ...rest
  },
  ref,
) {
  const messages = useDesignSystemMessages();
  const limit = useCharacterLimit<HTMLInputElement>({ value, defaultValue, maxLength, onChange, onCompositionEnd });
  const showClear = clearable && !disabled && !readOnly && limit.length > 0;
  const trailingCount = (showClear ? 1 : 0) + (trailing ? 1 : 0);

  return (
    <FormField
      label={label}
      id={id}
      required={required}
      hint={hint}
      error={error}
      verified={verified}
      hideLabel={hideLabel}
      disabled={disabled}
      className={className}
      counter={showCounter && maxLength !== undefined ? formatCounter(limit.length, maxLength) : undefined}
    >
      {(control) => (
        <S.Shell data-trailing={trailingCount}>
          <S.Input
            {...rest}
            {...control}
            ref={mergeRefs(ref, limit.elementRef)}
            type={type}
            value={value}
            defaultValue={defaultValue}
            required={required}
            disabled={disabled}
            readOnly={readOnly}
            onChange={limit.handleChange}
            onCompositionEnd={limit.handleCompositionEnd}
          />
          {trailingCount > 0 && (
            <S.Trailing>
              {showClear && (
                <S.InnerButton type="button" aria-label={messages.clearInput} onClick={limit.clear}>
                  <Icon name="close" size="sm" />
                </S.InnerButton>
              )}
              {trailing}
            </S.Trailing>
          )}
        </S.Shell>
      )}
    </FormField>
  );
});
