/**
 * Size limits as the kit applies them (issue 20): a file over the limit of its kind is refused
 * before anything is sent (the server would refuse it with the same limit, fileUpload.ts
 * FILE_UPLOAD_LIMITS), and a size refusal the server still answers — the upload's 413
 * `file.upload.too_large`, or the gateway's 413 `request.too_large` on a body such as an import's
 * rows — is told apart from other failures by the limit it names, so a screen can say "too large,
 * at most N" instead of "try again later". Framework-free; the import kit and the learner's
 * attachments read it too.
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { uploadLimitOf, type UploadKind } from '@app/shared/api/contract/fileUpload';
import { errorCodes } from '@app/shared/api/contract/errors';

export interface OversizedFile {
  file: File;
  kind: UploadKind;
  maxBytes: number;
}

/** The files within the limit of their kind, and those over it with the limit they broke. */
export function checkUploadSizes(files: readonly File[]): { accepted: File[]; oversized: OversizedFile[] } {
  const accepted: File[] = [];
  const oversized: OversizedFile[] = [];
  for (const file of files) {
    const limit = uploadLimitOf({ fileName: file.name, contentType: file.type });
    if (file.size > limit.maxBytes) oversized.push({ file, ...limit });
    else accepted.push(file);
  }
  return { accepted, oversized };
}

const SIZE_REFUSALS: readonly string[] = [errorCodes.fileTooLarge.code, errorCodes.requestTooLarge.code];

/** The limit a server's size refusal names (`data.maxBytes`), or null for any other failure. */
export function sizeRefusalOf(error: unknown): { maxBytes: number } | null {
  if (!isApiError(error) || !SIZE_REFUSALS.includes(error.code)) return null;
  const maxBytes = error.data?.maxBytes;
  return typeof maxBytes === 'number' && maxBytes > 0 ? { maxBytes } : null;
}
