/**
 * The dialogs a ticket card opens — the review dialog, the certification dialog and the ticket
 * creation dialog of a course item — loaded on first open, so neither the review form (react-hook-form) nor the certificate sheet is part of
 * my classes' initial JavaScript (issue 9: 150 KB gzip budget). Hovering or focusing the button
 * starts the download early.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@ds/components/Spinner';
import { copy } from '@app/shared/copy';
import type { CertificationDialogProps } from '@app/learner/certificates/CertificationDialog';
import type { ReviewDialogProps } from '@app/learner/community/reviewDialog/ReviewDialog';
import type { TicketCreationDialogProps } from '../courseTickets/TicketCreationDialog';

const loadReviewDialog = () => import('@app/learner/community/reviewDialog/ReviewDialog');
const loadCertificationDialog = () => import('@app/learner/certificates/CertificationDialog');
const loadTicketCreationDialog = () => import('../courseTickets/TicketCreationDialog');

const ReviewDialog = lazy(async () => ({ default: (await loadReviewDialog()).ReviewDialog }));
const CertificationDialog = lazy(async () => ({
  default: (await loadCertificationDialog()).CertificationDialog,
}));
const TicketCreationDialog = lazy(async () => ({
  default: (await loadTicketCreationDialog()).TicketCreationDialog,
}));

export type TicketDialog = 'review' | 'certificate' | 'ticketCreation';

const loaders: Record<TicketDialog, () => Promise<unknown>> = {
  review: loadReviewDialog,
  certificate: loadCertificationDialog,
  ticketCreation: loadTicketCreationDialog,
};

function preload(dialog: TicketDialog): void {
  void loaders[dialog]();
}

/** Props of the button that opens a dialog: hovering or focusing it starts the download. */
export function dialogOpener(dialog: TicketDialog, open: (dialog: TicketDialog) => void) {
  return {
    onClick: () => open(dialog),
    onPointerEnter: () => preload(dialog),
    onFocus: () => preload(dialog),
  };
}

/**
 * Until a dialog's code is there, a spinner in the card says it is coming; focus stays on the
 * button that opened it, so the dialog returns focus there when it closes.
 */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner size="sm" label={copy.common.loading} />}>{children}</Suspense>
  );
}

export function LazyReviewDialog(props: ReviewDialogProps) {
  return (
    <Loading>
      <ReviewDialog {...props} />
    </Loading>
  );
}

export function LazyCertificationDialog(props: CertificationDialogProps) {
  return (
    <Loading>
      <CertificationDialog {...props} />
    </Loading>
  );
}

export function LazyTicketCreationDialog(props: TicketCreationDialogProps) {
  return (
    <Loading>
      <TicketCreationDialog {...props} />
    </Loading>
  );
}
