/**
 * Deleting a certificate (issue 40 "A certificate can be deleted when no class uses it (refused
 * naming the classes otherwise)"): asked first, as it cannot be undone; when classes or courses
 * print it, the server's refusal names them (the first few and how many more) and the page says
 * to give them another certificate first; the primary is refused with why.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CertificateSummary } from '@app/shared/api/contract/adminCertificate';
import { certificateErrorCodes } from '@app/shared/api/contract/adminCertificateRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminCertificateKeys, deleteCertificate, learnerCertificatesArea } from './certificateApi';

const text = copy.backofficeCertificates.remove;
const targetTypes = copy.backofficeCertificates.targetTypes;

/** How many of the refusing uses are named before "외 N개". */
const NAMED = 3;

/** The refusal's uses in words: "클래스 ‘브랜드 디자인 첫걸음’, 코스 ‘…’ 외 2개". */
export function usesInWords(data: Readonly<Record<string, unknown>> | null | undefined): string {
  const uses = Array.isArray(data?.['uses']) ? (data['uses'] as unknown[]) : [];
  const named = uses.slice(0, NAMED).flatMap((use) => {
    if (typeof use !== 'object' || use === null || !('title' in use) || !('targetType' in use)) return [];
    const type = use.targetType === 'COURSE' ? targetTypes.COURSE : targetTypes.KLASS;
    return [`${type} ‘${String(use.title)}’`];
  });
  return uses.length > NAMED ? text.more(named.join(', '), uses.length - NAMED) : named.join(', ');
}

interface DeleteCertificateDialogProps {
  /** The certificate asked about; null when the question is closed. */
  certificate: CertificateSummary | null;
  onClose: () => void;
  /** The server refused: the page says why (the question closes). */
  onRefused: (message: string) => void;
}

export function DeleteCertificateDialog({ certificate, onClose, onRefused }: DeleteCertificateDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: (certificateKey: string) => deleteCertificate(certificateKey),
    meta: announces(adminCertificateKeys.all, learnerCertificatesArea),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminCertificateKeys.all });
      if (certificate) toast.show(text.done(certificate.name));
      onClose();
    },
    onError: (error) => {
      onClose();
      if (isApiError(error) && error.code === certificateErrorCodes.certificateInUse.code) onRefused(text.inUse(certificate?.name ?? '', usesInWords(error.data)));
      else if (isApiError(error) && error.code === certificateErrorCodes.certificatePrimary.code) onRefused(text.primary);
      else onRefused(text.failed);
    },
  });
  return (
    <ConfirmDialog
      open={certificate !== null}
      tone="danger"
      title={text.title(certificate?.name ?? '')}
      cancelLabel={text.cancel}
      submitLabel={text.submit}
      submitting={remove.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (certificate) remove.mutate(certificate.certificateKey);
      }}
    >
      {text.body}
    </ConfirmDialog>
  );
}
