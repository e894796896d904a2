/**
 * The mock's file storage (backoffice.md §7 File): stored files, multi-part uploads in progress
 * and short-lived download links, plus the API other mock areas produce files with —
 * `storeFile` for bytes they made, `exportRows` for a table written as a real CSV (UTF-8 BOM,
 * formula guard) or XLSX by the same writers the app uses (`app/shared/lib/spreadsheet`).
 *
 * An upload is cut into at most FILE_UPLOAD_MAX_PARTS parts of at least PART_SIZE bytes; the
 * client learns N from the number of URLs and cuts `ceil(size / N)`-byte parts, which this
 * store checks to the byte, so a wrong split fails here as it would against real storage.
 * A stored file's bytes go to `fileContents()` (contents.ts), which the runtime chooses.
 */
import {
  FILE_UPLOAD_MAX_PARTS,
  uploadLimitOf,
  type StoredFile,
  type UploadedPart,
  type UploadPrepareInput,
} from '@app/shared/api/contract/adminFile';
import type { Actor } from '@app/shared/api/contract/adminKit';
import {
  writeSpreadsheet,
  type SpreadsheetColumn,
  type SpreadsheetFormat,
  type SpreadsheetRow,
} from '@app/shared/lib/spreadsheet';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { newOpaqueToken } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { StoredFileRecord } from './collections';
import { fileContents } from './contents';

/** The smallest part (the last may be shorter); small, so a story's file shows several parts. */
export const PART_SIZE = 256 * 1024;
const UPLOAD_TTL_MS = 60 * 60 * 1000;
export const DOWNLOAD_TTL_MS = 60 * 1000;
/** Who owns a file a job made without a person (never shown as a login). */
export const SYSTEM_ACTOR: Actor = { accountKey: 'system', displayName: '시스템' };

export interface UploadSession {
  uploadId: string;
  token: string;
  fileName: string;
  contentType: string;
  size: number;
  partSize: number;
  partCount: number;
  expiresAt: number;
  owner: Actor;
  parts: Map<number, { etag: string; bytes: Uint8Array }>;
}

const uploads = new Map<string, UploadSession>();
/**
 * How many times each part of an upload was PUT, kept after the upload is completed: the mock
 * server's `/__mock/uploads/{uploadId}` answers it, so a test proves a resumed upload sent no
 * part twice.
 */
const partReceipts = new Map<string, Map<number, number>>();
const downloadLinks = new Map<string, { fileId: string; expiresAt: number }>();

function toStoredFile(record: StoredFileRecord): StoredFile {
  return { ...record, createdAt: new Date(record.createdAt).toISOString() };
}

function newId(prefix: string): string {
  return `${prefix}-${newOpaqueToken().slice(0, 16)}`;
}

export interface StoreFileInput {
  /** A seed's fixed id, so every reseed is the same world; a new one otherwise. */
  fileId?: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  owner: Actor;
}

/** Keeps the bytes and answers the file's metadata (what `adminFile.metadata` answers). */
export async function storeFile(input: StoreFileInput): Promise<StoredFile> {
  const fileId = input.fileId ?? newId('file');
  await fileContents().write(fileId, input.bytes);
  const record = await db.storedFiles.create({
    fileId,
    fileName: input.fileName,
    size: input.bytes.byteLength,
    contentType: input.contentType,
    createdAt: settings.now(),
    owner: input.owner,
  });
  return toStoredFile(record);
}

export interface ExportRowsInput {
  format: SpreadsheetFormat;
  /** The download's name; `.csv`/`.xlsx` is added when missing. */
  fileName: string;
  columns: readonly SpreadsheetColumn[];
  rows: readonly SpreadsheetRow[];
  /** Whose job made it; the system when none. */
  owner?: Actor;
  sheetName?: string;
}

/** A table stored as a real spreadsheet file; the job engine and member exports call it. */
export async function exportRows(input: ExportRowsInput): Promise<StoredFile> {
  const file = await writeSpreadsheet(input);
  return storeFile({ ...file, owner: input.owner ?? SYSTEM_ACTOR });
}

/**
 * Whether `owner` is within reach of a caller limited to `ownRecordsOf` (a master's account key;
 * null for an operator, who reaches every file).
 */
function reachable(owner: Actor, ownRecordsOf: string | null): boolean {
  return ownRecordsOf === null || owner.accountKey === ownRecordsOf;
}

/** The file's metadata; `file.not_found` when there is none or it is out of the caller's reach. */
export function findStoredFile(fileId: string, ownRecordsOf: string | null = null): StoredFile {
  const record = db.storedFiles.findFirst((q) => q.where({ fileId }));
  if (!record || !reachable(record.owner, ownRecordsOf)) throw new MockError('fileNotFound', '파일을 찾을 수 없어요.', { fileId });
  return toStoredFile(record);
}

/** Bytes per part: N parts of `ceil(size / N)` bytes, N as small as PART_SIZE allows. */
export function planParts(size: number): { partSize: number; partCount: number } {
  const partCount = Math.min(FILE_UPLOAD_MAX_PARTS, Math.max(1, Math.ceil(size / PART_SIZE)));
  return { partSize: Math.ceil(size / partCount), partCount };
}

/** `maxBytes` replaces the limit of the file's kind (a lesson's video has its own). */
export function startUpload(input: UploadPrepareInput, owner: Actor, maxBytes?: number) {
  const limit = maxBytes === undefined ? uploadLimitOf(input) : { kind: 'other' as const, maxBytes };
  if (input.size > limit.maxBytes) {
    throw new MockError('fileTooLarge', `파일이 너무 커요. ${formatFileSize(limit.maxBytes)} 이하의 파일을 올려 주세요.`, limit);
  }
  const session: UploadSession = {
    ...input,
    ...planParts(input.size),
    uploadId: newId('upload'),
    token: newOpaqueToken(),
    expiresAt: settings.now() + UPLOAD_TTL_MS,
    owner,
    parts: new Map(),
  };
  uploads.set(session.uploadId, session);
  return session;
}

function liveUpload(uploadId: string, ownRecordsOf: string | null = null): UploadSession {
  const session = uploads.get(uploadId);
  if (!session || session.expiresAt <= settings.now() || !reachable(session.owner, ownRecordsOf)) {
    throw new MockError('fileUploadNotFound', '업로드가 끝났거나 만료되었어요. 다시 올려 주세요.', {
      uploadId,
    });
  }
  return session;
}

function expectedPartBytes(session: UploadSession, partNumber: number): number {
  return Math.min(session.partSize, session.size - (partNumber - 1) * session.partSize);
}

/** One part's bytes, as a storage PUT; answers the part's etag. */
export function putPart(
  uploadId: string,
  token: string | null,
  partNumber: number,
  bytes: Uint8Array,
): string {
  const session = liveUpload(uploadId);
  if (token !== session.token)
    throw new MockError('fileLinkExpired', '업로드 주소가 올바르지 않아요.');
  const inRange =
    Number.isInteger(partNumber) && partNumber >= 1 && partNumber <= session.partCount;
  if (!inRange || bytes.byteLength !== expectedPartBytes(session, partNumber)) {
    throw new MockError('filePartOutOfRange', '파일 조각의 범위가 올바르지 않아요.', {
      partNumber,
      partCount: session.partCount,
      expectedBytes: inRange ? expectedPartBytes(session, partNumber) : null,
      receivedBytes: bytes.byteLength,
    });
  }
  const etag = `"${newOpaqueToken().slice(0, 20)}"`;
  session.parts.set(partNumber, { etag, bytes });
  const receipts = partReceipts.get(uploadId) ?? new Map<number, number>();
  receipts.set(partNumber, (receipts.get(partNumber) ?? 0) + 1);
  partReceipts.set(uploadId, receipts);
  return etag;
}

/** One PUT URL per part of the upload, on the storage host of `origin`. */
export function partUrlsOf(session: Pick<UploadSession, 'uploadId' | 'partCount' | 'token'>, origin: string): string[] {
  return Array.from(
    { length: session.partCount },
    (_, index) => `${origin}/storage/uploads/${session.uploadId}/parts/${index + 1}?token=${session.token}`,
  );
}

/** A live upload of the caller's and the parts it has, in order (`file.upload.not_found` otherwise). */
export function uploadState(uploadId: string, ownRecordsOf: string | null) {
  const session = liveUpload(uploadId, ownRecordsOf);
  const uploadedParts = [...session.parts.entries()]
    .map(([partNumber, part]) => ({ partNumber, etag: part.etag }))
    .sort((a, b) => a.partNumber - b.partNumber);
  return { session, uploadedParts };
}

/** How many times each part of the upload was received (an empty record for none). */
export function partReceiptsOf(uploadId: string): Record<string, number> {
  return Object.fromEntries(partReceipts.get(uploadId) ?? []);
}

export async function completeUpload(
  uploadId: string,
  parts: readonly UploadedPart[],
  ownRecordsOf: string | null,
): Promise<StoredFile> {
  const session = liveUpload(uploadId, ownRecordsOf);
  if (parts.length > session.partCount) {
    throw new MockError('fileTooManyParts', '파일 조각이 너무 많아요.', {
      partCount: session.partCount,
    });
  }
  const outOfRange = parts.find((part) => part.partNumber > session.partCount);
  if (outOfRange) {
    throw new MockError('filePartOutOfRange', '파일 조각의 범위가 올바르지 않아요.', {
      partNumber: outOfRange.partNumber,
      partCount: session.partCount,
    });
  }
  const etags = new Map(parts.map((part) => [part.partNumber, part.etag]));
  const mismatched = Array.from({ length: session.partCount }, (_, index) => index + 1).filter(
    (partNumber) => {
      const stored = session.parts.get(partNumber);
      return !stored || stored.etag !== etags.get(partNumber);
    },
  );
  if (mismatched.length > 0) {
    throw new MockError('filePartMismatch', '올라가지 않은 파일 조각이 있어요.', {
      partNumbers: mismatched,
    });
  }
  const bytes = new Uint8Array(session.size);
  for (const [partNumber, part] of session.parts)
    bytes.set(part.bytes, (partNumber - 1) * session.partSize);
  uploads.delete(uploadId);
  return storeFile({
    fileName: session.fileName,
    contentType: session.contentType,
    bytes,
    owner: session.owner,
  });
}

/** Drops the upload; one out of the caller's reach stays, as if it were already gone. */
export function abortUpload(uploadId: string, ownRecordsOf: string | null): void {
  const session = uploads.get(uploadId);
  if (session && reachable(session.owner, ownRecordsOf)) uploads.delete(uploadId);
}

/** A one-minute token for the file's storage URL. */
export function issueDownloadToken(fileId: string): { token: string; expiresAt: number } {
  findStoredFile(fileId);
  const token = newOpaqueToken();
  const expiresAt = settings.now() + DOWNLOAD_TTL_MS;
  downloadLinks.set(token, { fileId, expiresAt });
  return { token, expiresAt };
}

/**
 * A one-minute link to a stored file's bytes at `origin` (the answering server's), named as the
 * file is: the kit's download answer, and what another area hands a reader of its files (a board
 * item's attachment for a learner who may read the item).
 */
export function downloadLinkOf(fileId: string, origin: string): { url: string; fileName: string; expiresAt: string } {
  const file = findStoredFile(fileId);
  const link = issueDownloadToken(file.fileId);
  return {
    url: `${origin}/storage/files/${encodeURIComponent(file.fileId)}?token=${link.token}`,
    fileName: file.fileName,
    expiresAt: new Date(link.expiresAt).toISOString(),
  };
}

/** The file and its bytes for a storage GET with a live token. */
export async function readContent(
  fileId: string,
  token: string | null,
): Promise<{ file: StoredFile; bytes: Uint8Array }> {
  const link = token === null ? undefined : downloadLinks.get(token);
  if (!link || link.fileId !== fileId || link.expiresAt <= settings.now()) {
    throw new MockError('fileLinkExpired', '다운로드 주소가 만료되었어요. 다시 내려받아 주세요.');
  }
  const file = findStoredFile(fileId);
  const bytes = await fileContents().read(fileId);
  if (!bytes)
    throw new MockError('fileNotFound', '파일이 더 이상 보관되어 있지 않아요.', { fileId });
  return { file, bytes };
}

/** A file's bytes are kept this long even when no record names it yet (another tab's new file). */
export const UNLISTED_FILE_GRACE_MS = 60 * 1000;

/**
 * Forgets the bytes of files the database no longer lists: after a reload restored an older
 * snapshot, or "reset data" went back to the seed. The in-browser mock calls it at start.
 */
export function forgetUnlistedFiles(): Promise<void> {
  const listed = new Set(db.storedFiles.all().map((record) => record.fileId));
  return fileContents().keepOnly(listed, UNLISTED_FILE_GRACE_MS);
}
