/**
 * The kit's size rules (issue 20): a file over the limit of its kind never leaves the page, and
 * a server's size refusal (413 `file.upload.too_large` or `request.too_large`) is recognised by
 * the limit it names, while any other failure is not mistaken for one.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { FILE_UPLOAD_LIMITS } from '@app/shared/api/contract/fileUpload';
import { errorCodes } from '@app/shared/api/contract/errors';
import { checkUploadSizes, sizeRefusalOf } from './limits';

/** A File that reports `size` without holding the bytes. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkUploadSizes: each file against the limit of its kind', () => {
  it('refuses an image over the image limit that an attachment of the same size would pass', () => {
    const size = FILE_UPLOAD_LIMITS.image + 1;
    const photo = fileOf('배너.png', 'image/png', size);
    const pdf = fileOf('자료.pdf', 'application/pdf', size);
    const { accepted, oversized } = checkUploadSizes([photo, pdf]);
    expect(accepted).toEqual([pdf]);
    expect(oversized).toEqual([{ file: photo, kind: 'image', maxBytes: FILE_UPLOAD_LIMITS.image }]);
  });

  it('takes a file exactly at its limit', () => {
    const csv = fileOf('명단.csv', '', FILE_UPLOAD_LIMITS.spreadsheet);
    expect(checkUploadSizes([csv])).toEqual({ accepted: [csv], oversized: [] });
  });
});

describe('sizeRefusalOf: the server said too large', () => {
  const refusal = (name: 'fileTooLarge' | 'requestTooLarge' | 'badRequest', data: Record<string, unknown> | null) =>
    new ApiError({ status: errorCodes[name].status, code: errorCodes[name].code, message: '거절', data });

  it('reads the limit of an upload refusal and of a body refusal', () => {
    expect(sizeRefusalOf(refusal('fileTooLarge', { maxBytes: 1024, kind: 'image' }))).toEqual({ maxBytes: 1024 });
    expect(sizeRefusalOf(refusal('requestTooLarge', { maxBytes: 2048 }))).toEqual({ maxBytes: 2048 });
  });

  it('is null for another code, a refusal without its limit, or a network failure', () => {
    expect(sizeRefusalOf(refusal('badRequest', { maxBytes: 1024 }))).toBeNull();
    expect(sizeRefusalOf(refusal('fileTooLarge', null))).toBeNull();
    expect(sizeRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
