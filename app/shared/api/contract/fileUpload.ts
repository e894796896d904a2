/**
 * What every upload shares, whoever sends it (issue 42: learners attach files to board items as
 * operators do): the size limit of each file kind, and the shapes of a multi-part upload — the
 * file announced, the plan of part URLs, a part's receipt. The back-office's file calls
 * (adminFile.ts) and the learner's attachment calls (communityBoard.ts) are built on them; here,
 * not in adminFile.ts, because a learner page never downloads an `admin*` module (the bench
 * checks it). The storage URLs a plan hands out are described in adminFile.ts.
 */
import { z } from 'zod/mini';
import { isoDateTime } from './common';

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
