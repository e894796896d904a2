/**
 * The certification dialog (spec learner.md §2): a 600 px preview of the certificate with 닫기 and
 * 인쇄하기; 인쇄하기 opens the print page in a new tab. Without a layout it says "표시할 정보가
 * 없어요" and 인쇄하기 is disabled. A failed load closes the dialog and says so in a toast; a
 * refusal for a class not yet completed is an answer, not a failure: the dialog stays and says it.
 */
import { useEffect, useEffectEvent, useId } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { EmptyState } from '@ds/components/EmptyState';
import { Spinner } from '@ds/components/Spinner';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { TicketType } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { CertificateSheet } from '@app/shared/certificates/CertificateSheet';
import { certificationPrintPath, SHEET_WIDTH } from '@app/shared/lib/certificates/sheetGeometry';
import { isPrintable, notCompletedRefusal, useCertificate } from './useCertificate';

export interface CertificationDialogProps {
  open: boolean;
  onClose: () => void;
  ticketKey: string;
  type: TicketType;
}

const Preview = styled.figure`
  width: ${SHEET_WIDTH}px;
  max-width: 100%;
  margin: 0 auto;
  border: 1px solid ${vars.color.border};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[10]} 0;
`;

export function CertificationDialog({ open, onClose, ticketKey, type }: CertificationDialogProps) {
  const toast = useToast();
  const certificate = useCertificate(ticketKey, type, { open });
  const noLayoutId = useId();
  const refusal = notCompletedRefusal(certificate.error);
  // A reopened dialog refetches an earlier failure: it fails only once that fetch has ended.
  const failed = open && certificate.isError && !certificate.isFetching && refusal === null;
  const loading = certificate.isFetching && !certificate.data;
  // An effect event: a parent's new onClose on each render does not show the toast again.
  const closeAfterFailure = useEffectEvent(() => {
    toast.show({ message: copy.certificates.loadFailed, tone: 'danger' });
    onClose();
  });
  useEffect(() => {
    if (failed) closeAfterFailure();
  }, [failed]);

  const printable = certificate.data && isPrintable(certificate.data) ? certificate.data : null;
  const noLayout = certificate.isSuccess && !printable;
  const unavailableId = noLayout || refusal !== null ? noLayoutId : undefined;

  function print() {
    window.open(certificationPrintPath(ticketKey, type), '_blank', 'noopener');
  }

  return (
    <Dialog
      open={open && !failed}
      onClose={onClose}
      title={copy.certificates.dialogTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {copy.certificates.close}
          </Button>
          <Button
            onClick={print}
            disabled={!printable}
            aria-describedby={unavailableId}
            title={printable ? copy.certificates.printOpensNewTab : undefined}
          >
            {copy.certificates.print}
          </Button>
        </>
      }
    >
      {loading && (
        <Loading>
          <Spinner label={copy.common.loading} showLabel />
        </Loading>
      )}
      {printable && (
        <Preview aria-label={copy.certificates.previewLabel}>
          <CertificateSheet certificate={printable} />
        </Preview>
      )}
      {noLayout && (
        <div id={noLayoutId}>
          <EmptyState headingLevel={3} icon="file" title={copy.certificates.noLayout} />
        </div>
      )}
      {refusal !== null && !certificate.isFetching && (
        <div id={noLayoutId} data-testid="certificate-refused">
          <EmptyState headingLevel={3} icon="file" title={copy.certificates.notCompleted} description={refusal} />
        </div>
      )}
    </Dialog>
  );
}
