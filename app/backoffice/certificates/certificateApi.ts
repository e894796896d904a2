/**
 * Certificate endpoint functions (adminCertificate.ts contract) and their query options: the list,
 * one certificate, create, save a layout, make one primary. Kept in the area's folder (its own
 * chunk); a change invalidates `adminCertificateKeys.all`, so the list and the editor agree.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminCertificate';

export type CertificateLayoutSaveBody = BodyInput<typeof endpoints.saveCertificateLayout>;

export const adminCertificateKeys = {
  all: ['adminCertificate'] as const,
  list: () => [...adminCertificateKeys.all, 'list'] as const,
  certificate: (certificateKey: string) => [...adminCertificateKeys.all, 'certificate', certificateKey] as const,
};

/**
 * The learner's certificate queries (app/learner/api/inventory.ts `inventoryKeys.certificate`), named
 * here by their prefix (the back-office may not import the learner side): a save or a new primary
 * changes what they show, so the learner tabs of the browser refresh them.
 */
export const learnerCertificatesArea = ['inventory', 'certificate'] as const;

export function fetchCertificates(options?: RequestOptions) {
  return api.request(endpoints.certificates, {}, options);
}

export function certificatesQuery() {
  return queryOptions({
    queryKey: adminCertificateKeys.list(),
    queryFn: ({ signal }) => fetchCertificates({ signal }),
  });
}

export function fetchCertificate(certificateKey: string, options?: RequestOptions) {
  return api.request(endpoints.certificate, { params: { certificateKey } }, options);
}

export function certificateQuery(certificateKey: string) {
  return queryOptions({
    queryKey: adminCertificateKeys.certificate(certificateKey),
    queryFn: ({ signal }) => fetchCertificate(certificateKey, { signal }),
  });
}

export function createCertificate(name: string) {
  return api.request(endpoints.createCertificate, { body: { name } });
}

export function saveCertificateLayout(certificateKey: string, body: CertificateLayoutSaveBody) {
  return api.request(endpoints.saveCertificateLayout, { params: { certificateKey }, body });
}

export function makeCertificatePrimary(certificateKey: string, options?: RequestOptions) {
  return api.request(endpoints.makeCertificatePrimary, { params: { certificateKey } }, options);
}

export function deleteCertificate(certificateKey: string) {
  return api.request(endpoints.deleteCertificate, { params: { certificateKey } });
}
