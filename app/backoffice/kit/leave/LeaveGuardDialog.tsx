/**
 * The leave guard's question (useLeaveGuard.ts): shown while a navigation is held, in the kit's
 * one set of words, so every screen that guards unsaved work asks alike. Staying is the safe
 * answer and leaving drops the work, hence the danger tone.
 */
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { copy } from '@app/shared/copy';
import type { LeaveGuard } from './useLeaveGuard';

const text = copy.backofficeLeaveGuard;

export function LeaveGuardDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <ConfirmDialog
      open={guard.asking}
      title={text.title}
      tone="danger"
      submitLabel={text.leave}
      cancelLabel={text.stay}
      onCancel={guard.stay}
      onSubmit={guard.leave}
    >
      {text.body}
    </ConfirmDialog>
  );
}
