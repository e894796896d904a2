/**
 * The frame every form control sits in: label (with required mark and verified badge), the
 * control, then hint or error and an optional counter. It owns the ids and hands the control the
 * `id`, `aria-describedby` and `aria-invalid` it needs, so every control is labelled and described
 * the same way. `group` renders a fieldset with a legend for checkbox and radio groups.
 */
import { useId, type ReactNode } from 'react';
import { StatusLabel } from '@ds/components/StatusLabel';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { useDesignSystemMessages } from '@ds/lib/messages';
import * as S from './FormField.styles';

export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  /** An error message; when present it replaces the hint and marks the control invalid. */
  error?: ReactNode;
  /** Shows the messages' `verified` badge beside the label (a verified e-mail, learner.md §2). */
  verified?: boolean;
  /** The "len/N" counter of a limited text field. */
  counter?: ReactNode;
  /** Keeps the label for screen readers only (for a control whose purpose is shown otherwise). */
  hideLabel?: boolean;
  /** Control before label on one line (checkbox, switch). */
  inline?: boolean;
  /** A fieldset and legend around a group of checkboxes or radios. */
  group?: boolean;
  /**
   * For a custom widget that is not a labelable element (the Rating radio group): the label is
   * rendered as plain text with this id, and the widget points at it with aria-labelledby.
   */
  labelId?: string;
  disabled?: boolean;
  className?: string;
  children: (control: FormFieldControlProps) => ReactNode;
}

export function FormField({
  label,
  id,
  required = false,
  hint,
  error,
  verified = false,
  counter,
  hideLabel = false,
  inline = false,
  group = false,
  labelId,
  disabled = false,
  className,
  children,
}: FormFieldProps) {
  const messages = useDesignSystemMessages();
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  const messageId = `${generated}message`;
  const counterId = `${generated}counter`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const message = hasError ? error : hint;
  const describedBy = [message ? messageId : null, counter ? counterId : null].filter(Boolean).join(' ') || undefined;

  const labelContent = (
    <>
      <span>
        {label}
        {required && <S.RequiredMark aria-hidden="true">*</S.RequiredMark>}
      </span>
      {verified && <StatusLabel tone="success">{messages.verified}</StatusLabel>}
    </>
  );
  const control: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': group ? undefined : describedBy,
    'aria-invalid': hasError || undefined,
  };

  const labelElement = labelId ? (
    <S.Label as="span" id={labelId}>
      {labelContent}
    </S.Label>
  ) : (
    <S.Label htmlFor={controlId}>{labelContent}</S.Label>
  );

  const body = (
    <>
      <S.Control data-part="control">{children(control)}</S.Control>
      <S.MessageRow data-part="message" aria-live="polite">
        {message &&
          (hasError ? <S.ErrorText id={messageId}>{error}</S.ErrorText> : <S.Hint id={messageId}>{hint}</S.Hint>)}
        {counter && <S.Counter id={counterId}>{counter}</S.Counter>}
      </S.MessageRow>
    </>
  );

  if (group) {
    return (
      <S.FieldsetRoot className={className} data-disabled={disabled} disabled={disabled} aria-describedby={describedBy}>
        {hideLabel ? (
          <VisuallyHidden as="legend">{labelContent}</VisuallyHidden>
        ) : (
          <S.Legend data-part="label">
            <S.LabelRow as="span">{labelContent}</S.LabelRow>
          </S.Legend>
        )}
        {body}
      </S.FieldsetRoot>
    );
  }
  return (
    <S.Root className={className} data-inline={inline} data-disabled={disabled}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : <S.LabelRow data-part="label">{labelElement}</S.LabelRow>}
      {body}
    </S.Root>
  );
}
