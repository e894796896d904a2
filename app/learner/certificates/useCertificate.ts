/**
 * The certificate of a ticket (`GET /rest/inventory/ticket/{id}/certificate?type=`), and the one
 * rule about it the screens share: it can be printed only when it has a layout (spec §2).
 */
import { useQuery } from '@tanstack/react-query';
import type { Certificate, CertificateLayoutItem, TicketType } from '@app/shared/api/contract/inventory';
import { certificateQuery } from '@app/learner/api/inventory';

export function useCertificate(ticketKey: string, type: TicketType, enabled = true) {
  return useQuery({ ...certificateQuery(ticketKey, type), enabled });
}

export type PrintableCertificate = Certificate & { layout: CertificateLayoutItem[] };

/** "Print is disabled when there is no layout" — an empty list has nothing to print either. */
export function isPrintable(certificate: Certificate): certificate is PrintableCertificate {
  return certificate.layout !== null && certificate.layout.length > 0;
}
