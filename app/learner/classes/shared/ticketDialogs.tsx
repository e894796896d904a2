/**
 * The dialogs a ticket card opens — the review dialog, the certification dialog and the ticket
 * creation dialog of a course item — loaded on first open, so neither the review form (react-hook-form) nor the certificate sheet is part of
 * my classes' initial JavaScript (issue 9: 150 KB gzip budget). Hovering or focusing the button
 * starts the download early.
 */
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Spinner } from '@ds/components/Spinner';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { lazySection, type SectionPlaceholderProps } from '@app/shared/routing/lazySection';
import type { CertificationDialogProps } from '@app/learner/certificates/CertificationDialog';
import type { ReviewDialogProps } from '@app/learner/community/reviewDialog/ReviewDialog';
import type { TicketCreationDialogProps } from '../courseTickets/TicketCreationDialog';

const loadReviewDialog = () => import('@app/learner/community/reviewDialog/ReviewDialog');
const loadCertificationDialog = () => import('@app/learner/certificates/CertificationDialog');
const loadTicketCreationDialog = () => import('../courseTickets/TicketCreationDialog');

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

const Failure = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
`;

/**
 * Until a dialog's code is there, a spinner in the card says it is coming (offline: until the
 * connection returns); focus stays on the button that opened it, so the dialog returns focus there
 * when it closes. A download that failed online says so beside it, with 다시 시도 and 닫기 (issue
 * 39: React.lazy kept a failed download for good, and the card fell to the error page).
 */
function DialogPlaceholder({ failure, sectionProps }: SectionPlaceholderProps<{ onClose: () => void }>) {
  if (!failure) return <Spinner size="sm" label={copy.common.loading} />;
  return (
    <Failure>
      <span role="alert">{copy.classes.dialogLoadFailed}</span>
      <Button size="sm" variant="secondary" onClick={failure.retry}>
        {copy.common.retry}
      </Button>
      <Button size="sm" variant="ghost" onClick={sectionProps.onClose}>
        {copy.common.close}
      </Button>
    </Failure>
  );
}

export const LazyReviewDialog = lazySection<ReviewDialogProps>(async () => (await loadReviewDialog()).ReviewDialog, DialogPlaceholder);
export const LazyCertificationDialog = lazySection<CertificationDialogProps>(
  async () => (await loadCertificationDialog()).CertificationDialog,
  DialogPlaceholder,
);
export const LazyTicketCreationDialog = lazySection<TicketCreationDialogProps>(
  async () => (await loadTicketCreationDialog()).TicketCreationDialog,
  DialogPlaceholder,
);
