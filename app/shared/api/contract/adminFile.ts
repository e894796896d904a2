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
import { operatorsAndMasters } from './permissions';

const base = '/rest/file/admin/tenant';

/**
 * Upload size per file kind (issue 20; the spec gives none, so these are ours, in the range real
 * storage gateways use): an image is a thumbnail or a banner, a spreadsheet is read whole by the
 * server's import, anything else (a PDF, an archive) is an attachment. `prepare` answers 413
 * `file.upload.too_large` with `data.maxBytes` and `data.kind` past the file's limit; the kit checks
 * the same limit before it sends (`uploadLimitOf`), so the server's refusal is the rare case.
 */
export const FILE_UPLOAD_LIMITS = {
  image: 10 * 1024 * 1024,
  spreadsheet: 20 * 1024 * 1024,
  other: 100 * 1024 * 1024,
} as const;
export type UploadKind = keyof typeof FILE_UPLOAD_LIMITS;
/** The largest file any upload accepts. */
export const FILE_UPLOAD_MAX_BYTES = FILE_UPLOAD_LIMITS.other;

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg']);
const SPREADSHEET_EXTENSIONS = new Set(['csv', 'tsv', 'xlsx', 'xls', 'ods']);
const SPREADSHEET_TYPES = new Set([
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/**
 * The kind of a file by its type or its extension, whichever names the kind with the smaller
 * limit: a file cannot reach a larger limit by its name or its type alone, and a `.csv` the
 * browser typed `application/octet-stream` (it often does) is still a spreadsheet.
 */
export function uploadKindOf(fileName: string, contentType: string): UploadKind {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const extension = /\.([^./\\]+)$/.exec(fileName.trim().toLowerCase())?.[1] ?? '';
  if (type.startsWith('image/') || IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (SPREADSHEET_TYPES.has(type) || SPREADSHEET_EXTENSIONS.has(extension)) return 'spreadsheet';
  return 'other';
}

/** The limit a file is held to, and its kind (what the refusal's `data` carries). */
export function uploadLimitOf(file: { fileName: string; contentType: string }): {
  kind: UploadKind;
  maxBytes: number;
} {
  const kind = uploadKindOf(file.fileName, file.contentType);
  return { kind, maxBytes: FILE_UPLOAD_LIMITS[kind] };
}
/** The most parts an upload is split into. */
export const FILE_UPLOAD_MAX_PARTS = 100;


export const uploadPrepareInputSchema = z.object({
  /** The name as the operator's computer had it (Korean allowed). */
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  size: z.number().check(z.int(), z.gte(1)),
  /** The browser's type for the file; `application/octet-stream` when it does not know. */
  contentType: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type UploadPrepareInput = z.infer<typeof uploadPrepareInputSchema>;

export const uploadPlanSchema = z.object({
  uploadId: z.string(),
  /** Bytes of every part but the last: `ceil(size / uploadUrls.length)`. */
  partSize: z.number().check(z.int(), z.gte(1)),
  /** One PUT URL per part, part 1 first. */
  uploadUrls: z.array(z.string()).check(z.minLength(1), z.maxLength(FILE_UPLOAD_MAX_PARTS)),
  /** After this the URLs and the upload id answer `file.upload.not_found`. */
  expiresAt: isoDateTime,
});
export type UploadPlan = z.infer<typeof uploadPlanSchema>;

export const uploadedPartSchema = z.object({
  partNumber: z.number().check(z.int(), z.gte(1)),
  /** The `ETag` header the part's PUT answered. */
  etag: z.string().check(z.minLength(1)),
});
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

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
