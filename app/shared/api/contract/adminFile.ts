/**
 * Back-office file calls (backoffice.md §7 File: "upload, job polling, download. A multi-part
 * upload splits a file by the number of upload URLs"). Paths chosen here in the learner style,
 * under `/rest/file/admin/tenant`; any operator and every master may call them
 * (`operatorsAndMasters`, one path for both, permissions.ts). An operator reaches the tenant's
 * files (a file belongs to the screen that uses it, which checks its own permission); a master
 * only the files and uploads their account owns — another's answers 404 (`file.not_found`,
 * `file.upload.not_found`), as if it did not exist.
 *
 * Upload: `prepare` answers an upload id and N part URLs; the client cuts the file into N parts
 * of `ceil(size / N)` bytes (the last one shorter), PUTs part i to URL i, reads each answer's
 * `ETag` header, then `complete`s with every part's number and etag and gets the stored file.
 * Download: `download` answers a short-lived URL; the file's metadata names it in Korean.
 *
 * The URLs these calls hand out are raw storage URLs (as a presigned object-storage URL would
 * be), not JSON endpoints, so they are not descriptors here; they carry their own `token`
 * query and take no Authorization header:
 * - `PUT {origin}/storage/uploads/{uploadId}/parts/{partNumber}?token=…` with the part's bytes as
 *   the body; answers 200 with an `ETag` header (exposed to cross-origin callers). A part number
 *   outside 1..N, or a body longer than `partSize`, answers 400 `file.upload.part_out_of_range`;
 *   an unknown or finished upload 404 `file.upload.not_found`.
 * - `GET {origin}/storage/files/{fileId}?token=…` answers the bytes with the file's content type
 *   and `Content-Disposition: attachment; filename*=UTF-8''<percent-encoded name>` (RFC 6266 /
 *   RFC 5987, so a Korean name survives); an expired or wrong token answers 403 `file.link.expired`.
 */
import { z } from 'zod/mini';
import { actorSchema } from './adminKit';
import { countSchema as count, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { uploadedPartSchema, uploadPlanSchema, uploadPrepareInputSchema } from './fileUpload';
import { operatorsAndMasters } from './permissions';

// The limits and the upload's shapes are every side's (fileUpload.ts); said here too for the back-office's callers.
export {
  FILE_UPLOAD_LIMITS,
  FILE_UPLOAD_MAX_BYTES,
  FILE_UPLOAD_MAX_PARTS,
  uploadedPartSchema,
  uploadKindOf,
  uploadLimitOf,
  uploadPlanSchema,
  uploadPrepareInputSchema,
  type UploadedPart,
  type UploadKind,
  type UploadPlan,
  type UploadPrepareInput,
} from './fileUpload';

const base = '/rest/file/admin/tenant';

export const storedFileSchema = z.object({
  fileId: z.string(),
  /** The name the download is saved under (Korean allowed). */
  fileName: z.string(),
  /** Bytes. */
  size: count,
  contentType: z.string(),
  createdAt: isoDateTime,
  /** Who uploaded it, or whose job produced it. */
  owner: actorSchema,
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const downloadLinkSchema = z.object({
  /** The file's bytes, without Authorization (see the file comment). */
  url: z.string(),
  fileName: z.string(),
  expiresAt: isoDateTime,
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

const uploadParams = z.object({ uploadId: z.string().check(z.minLength(1)) });
const fileParams = z.object({ fileId: z.string().check(z.minLength(1)) });

export const prepareUpload = defineEndpoint({
  id: 'adminFile.prepareUpload',
  method: 'POST',
  path: `${base}/uploads`,
  auth: 'required',
  access: operatorsAndMasters,
  body: uploadPrepareInputSchema,
  response: uploadPlanSchema,
  summary:
    'Start a multi-part upload: an upload id and one URL per part; 413 file.upload.too_large past the limit of its kind (FILE_UPLOAD_LIMITS).',
});

export const completeUpload = defineEndpoint({
  id: 'adminFile.completeUpload',
  method: 'POST',
  path: `${base}/uploads/{uploadId}/complete`,
  auth: 'required',
  access: operatorsAndMasters,
  params: uploadParams,
  body: z.object({ parts: z.array(uploadedPartSchema).check(z.minLength(1)) }),
  response: storedFileSchema,
  summary:
    'Join the uploaded parts into a file: file.upload.too_many_parts for more parts than URLs, file.upload.part_mismatch for a missing part or a wrong etag; 404 file.upload.not_found for an upload that is gone or (to a master) not theirs.',
});

export const abortUpload = defineEndpoint({
  id: 'adminFile.abortUpload',
  method: 'DELETE',
  path: `${base}/uploads/{uploadId}`,
  auth: 'required',
  access: operatorsAndMasters,
  params: uploadParams,
  response: z.null(),
  summary: "Drop a cancelled upload and its parts (204; also for an upload already gone, and, to a master, for another's, which stays).",
});

export const fileMetadata = defineEndpoint({
  id: 'adminFile.metadata',
  method: 'GET',
  path: `${base}/files/{fileId}`,
  auth: 'required',
  access: operatorsAndMasters,
  params: fileParams,
  response: storedFileSchema,
  summary: "A stored file's name, size, type, time and owner; 404 file.not_found when there is none or (to a master) it is not theirs.",
});

export const downloadFile = defineEndpoint({
  id: 'adminFile.download',
  method: 'POST',
  path: `${base}/files/{fileId}/download`,
  auth: 'required',
  access: operatorsAndMasters,
  params: fileParams,
  response: downloadLinkSchema,
  summary: "A short-lived URL of the file's bytes (a minute), saved under its Korean name; 404 file.not_found as for its metadata.",
});

export const adminFileEndpoints = {
  prepareUpload,
  completeUpload,
  abortUpload,
  fileMetadata,
  downloadFile,
};
