/**
 * The alert and confirm dialogs behind `useDialogs()` (DialogsProvider.tsx), in their own chunk:
 * loaded the first time a page asks for one, then kept mounted.
 */
import { AlertDialog } from '@ds/components/AlertDialog';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import type { AlertOptions, ConfirmOptions } from './DialogsProvider';

export type OpenDialog =
  { kind: 'alert'; options: AlertOptions } | { kind: 'confirm'; options: ConfirmOptions };

export function SharedDialogs({
  open,
  answer,
}: {
  open: OpenDialog | null;
  answer: (submitted: boolean) => void;
}) {
  return (
    <>
      <AlertDialog
        open={open?.kind === 'alert'}
        onClose={() => answer(true)}
        title={open?.options.title ?? ''}
        confirmLabel={open?.kind === 'alert' ? open.options.confirmLabel : undefined}
      >
        {open?.kind === 'alert' ? open.options.message : undefined}
      </AlertDialog>
      <ConfirmDialog
        open={open?.kind === 'confirm'}
        onCancel={() => answer(false)}
        onSubmit={() => answer(true)}
        title={open?.options.title ?? ''}
        submitLabel={open?.kind === 'confirm' ? open.options.submitLabel : undefined}
        cancelLabel={open?.kind === 'confirm' ? open.options.cancelLabel : undefined}
        tone={open?.kind === 'confirm' ? open.options.tone : undefined}
      >
        {open?.kind === 'confirm' ? open.options.message : undefined}
      </ConfirmDialog>
    </>
  );
}
