/**
 * A message the user must acknowledge, with a single 확인 button (learner.md §2, "Alert dialog with
 * a single OK button"). The button has focus on open; Escape acknowledges too.
 */
import { useRef, type ReactNode } from 'react';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { Button } from '../Button';
import { DialogFrame } from '../Dialog';

export interface AlertDialogProps {
  open: boolean;
  /** Called by 확인 and by Escape. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
}

export function AlertDialog({ open, onClose, title, children, confirmLabel }: AlertDialogProps) {
  const messages = useDesignSystemMessages();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      description={children}
      role="alertdialog"
      size="sm"
      placement="center"
      hideCloseButton
      closeOnOverlayClick={false}
      initialFocusRef={confirmRef}
      footer={
        <Button ref={confirmRef} onClick={onClose}>
          {confirmLabel ?? messages.confirm}
        </Button>
      }
    />
  );
}
