/**
 * Back-office file endpoint functions (backoffice.md §7 File) and their query options: upload
 * prepare / complete / abort, a stored file's metadata and its short-lived download URL. The
 * multi-part upload and the download built on them live in `app/backoffice/kit/files`.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminFile';

export const adminFileKeys = {
  all: ['adminFile'] as const,
  metadata: (fileId: string) => [...adminFileKeys.all, 'metadata', fileId] as const,
};

export function prepareUpload(
  body: BodyInput<typeof endpoints.prepareUpload>,
  options?: RequestOptions,
) {
  return api.request(endpoints.prepareUpload, { body }, options);
}

export function completeUpload(
  uploadId: string,
  body: BodyInput<typeof endpoints.completeUpload>,
  options?: RequestOptions,
) {
  return api.request(endpoints.completeUpload, { params: { uploadId }, body }, options);
}

export function abortUpload(uploadId: string, options?: RequestOptions) {
  return api.request(endpoints.abortUpload, { params: { uploadId } }, options);
}

export function fetchFileMetadata(fileId: string, options?: RequestOptions) {
  return api.request(endpoints.fileMetadata, { params: { fileId } }, options);
}

export function fileMetadataQuery(fileId: string) {
  return queryOptions({
    queryKey: adminFileKeys.metadata(fileId),
    queryFn: ({ signal }) => fetchFileMetadata(fileId, { signal }),
  });
}

export function requestDownload(fileId: string, options?: RequestOptions) {
  return api.request(endpoints.downloadFile, { params: { fileId } }, options);
}
