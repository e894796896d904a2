/**
 * The dialogs a ticket card opens — the review dialog and the certification dialog — loaded on
 * first open, so neither the review form (react-hook-form) nor the certificate sheet is part of
 * my classes' initial JavaScript (issue 9: 150 KB gzip budget). Hovering or focusing the button
 * starts the download early; until the code is there the dialog shows the same loading state it
 * shows while its data loads.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Dialog, type DialogProps } from '@ds/components/Dialog';
import { Spinner } from '@ds/components/Spinner';
import { copy } from '@app/copy';
import type { CertificationDialogProps } from '@app/features/certificates/CertificationDialog';
import type { ReviewDialogProps } from '@app/features/community/reviewDialog/ReviewDialog';

const loadReviewDialog = () => import('@app/features/community/reviewDialog/ReviewDialog');
const loadCertificationDialog = () => import('@app/features/certificates/CertificationDialog');

const ReviewDialog = lazy(async () => ({ default: (await loadReviewDialog()).ReviewDialog }));
const CertificationDialog = lazy(async () => ({
  default: (await loadCertificationDialog()).CertificationDialog,
}));

export type TicketDialog = 'review' | 'certificate';

function preload(dialog: TicketDialog): void {
  void (dialog === 'review' ? loadReviewDialog() : loadCertificationDialog());
}

/** Props of the button that opens a dialog: hovering or focusing it starts the download. */
export function dialogOpener(dialog: TicketDialog, open: (dialog: TicketDialog) => void) {
  return {
    onClick: () => open(dialog),
    onPointerEnter: () => preload(dialog),
    onFocus: () => preload(dialog),
  };
}

function Loading({
  title,
  label,
  size,
  onClose,
  children,
}: Pick<DialogProps, 'title' | 'size' | 'onClose'> & { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Dialog open onClose={onClose} title={title} size={size}>
          <Spinner label={label} showLabel />
        </Dialog>
      }
    >
      {children}
    </Suspense>
  );
}

export function LazyReviewDialog(props: ReviewDialogProps) {
  const text = copy.community.reviewDialog;
  return (
    <Loading title={text.titleNew} label={text.loading} size="md" onClose={props.onClose}>
      <ReviewDialog {...props} />
    </Loading>
  );
}

export function LazyCertificationDialog(props: CertificationDialogProps) {
  return (
    <Loading
      title={copy.certificates.dialogTitle}
      label={copy.common.loading}
      size="lg"
      onClose={props.onClose}
    >
      <CertificationDialog {...props} />
    </Loading>
  );
}
