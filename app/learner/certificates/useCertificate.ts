/**
 * The certificate of a ticket (`GET /rest/inventory/ticket/{id}/certificate?type=`), and the rules
 * about it the screens share: it can be printed only when it has a layout (spec §2), and a
 * refusal of a class or course not completed is an answer to say, not a failure.
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import type { Certificate, CertificateLayoutItem, TicketType } from '@app/shared/api/contract/inventory';
import { certificateQuery } from '@app/learner/api/inventory';

/**
 * `inDialog`: read in an open dialog with a spinner, where a failed load closes the dialog at once
 * (spec §2 "A failed certificate load closes the dialog"), as the review dialog does, instead of
 * after the app's back-off retries (about 7 s of spinner for a 5xx); reopening tries again. The
 * print page keeps the retries: it is a page of its own with its error state.
 */
export function useCertificate(ticketKey: string, type: TicketType, inDialog?: { open: boolean }) {
  return useQuery({
    ...certificateQuery(ticketKey, type),
    enabled: inDialog?.open ?? true,
    ...(inDialog ? { retry: false } : {}),
  });
}

export type PrintableCertificate = Certificate & { layout: CertificateLayoutItem[] };

/** "Print is disabled when there is no layout" — an empty list has nothing to print either. */
export function isPrintable(certificate: Certificate): certificate is PrintableCertificate {
  return certificate.layout !== null && certificate.layout.length > 0;
}

/** The server's words when it refused a class or course not completed yet (409 not_completed); null otherwise. */
export function notCompletedRefusal(error: unknown): string | null {
  return isApiError(error) && error.code === errorCodes.certificateNotCompleted.code ? error.message : null;
}
