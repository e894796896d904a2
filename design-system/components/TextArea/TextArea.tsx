/**
 * A multi-line text field inside a FormField with the "len/N" counter and input cut at
 * `maxLength` characters — the review body (learner.md §5: up to 10,000 characters, "(n/10,000)").
 */
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, FormField, mergeRefs } from '@ds/components/FormField';
import { useCharacterLimit } from '@ds/components/TextField/useCharacterLimit';
import { formatCounter } from '@ds/lib/text/counter';
import { vars } from '@ds/tokens/vars';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Limit in characters (at most 10,000 for a review); the text is cut there. */
  maxLength?: number;
  showCounter?: boolean;
}

const Area = styled.textarea`
  ${controlBox}
  display: block;
  min-height: 8rem;
  line-height: ${vars.font.lineHeightNormal};
  resize: vertical;
`;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    hideLabel,
    maxLength,
    showCounter = maxLength !== undefined,
    id,
    required,
    disabled,
    className,
    value,
    defaultValue,
    onChange,
    onCompositionEnd,
    rows = 5,
    ...rest
  },
  ref,
) {
  const limit = useCharacterLimit<HTMLTextAreaElement>({ value, defaultValue, maxLength, onChange, onCompositionEnd });
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
      counter={showCounter && maxLength !== undefined ? formatCounter(limit.length, maxLength) : undefined}
    >
      {(control) => (
        <Area
          {...rest}
          {...control}
          ref={mergeRefs(ref, limit.elementRef)}
          rows={rows}
          value={value}
          defaultValue={defaultValue}
          required={required}
          disabled={disabled}
          onChange={limit.handleChange}
          onCompositionEnd={limit.handleCompositionEnd}
        />
      )}
    </FormField>
  );
});
