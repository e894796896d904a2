/**
 * A question with 취소 and a submit button (learner.md §2, "Confirm dialog with cancel and submit
 * buttons"). 취소 has focus on open so Enter never confirms by accident; Escape cancels. While
 * `submitting`, the submit button shows it is busy and the dialog cannot be cancelled.
 */
import { useRef, type ReactNode } from 'react';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { Button } from '../Button';
import { DialogFrame } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  title: ReactNode;
  children?: ReactNode;
  cancelLabel?: string;
  submitLabel?: string;
  /** `danger` for destructive actions (탈퇴, 삭제). */
  tone?: 'primary' | 'danger';
  submitting?: boolean;
  /** The question's answer is known to be no (nothing to send): the submit cannot be pressed. */
  submitDisabled?: boolean;
}

export function ConfirmDialog({
  open,
  onCancel,
  onSubmit,
  title,
  children,
  cancelLabel,
  submitLabel,
  tone = 'primary',
  submitting = false,
  submitDisabled = false,
}: ConfirmDialogProps) {
  const messages = useDesignSystemMessages();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!submitting) onCancel();
  };
  return (
    <DialogFrame
      open={open}
      onClose={cancel}
      title={title}
      description={children}
      role="alertdialog"
      size="sm"
      placement="center"
      hideCloseButton
      closeOnOverlayClick={false}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={submitting}>
            {cancelLabel ?? messages.cancel}
          </Button>
          <Button variant={tone} onClick={onSubmit} loading={submitting} disabled={submitDisabled}>
            {submitLabel ?? messages.confirm}
          </Button>
        </>
      }
    />
  );
}
