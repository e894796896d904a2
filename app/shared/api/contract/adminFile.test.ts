/**
 * The upload limit per file kind (issue 20, adminFile.ts FILE_UPLOAD_LIMITS): the kind comes from
 * the type or the extension, whichever is stricter, so the client's check before sending and the
 * server's refusal agree on every file.
 */
import { describe, expect, it } from 'vitest';
import { FILE_UPLOAD_LIMITS, uploadKindOf, uploadLimitOf } from './adminFile';

describe('upload kind and limit (issue 20)', () => {
  it('an image by its type or its extension', () => {
    expect(uploadKindOf('banner.PNG', 'application/octet-stream')).toBe('image');
    expect(uploadKindOf('사진', 'image/jpeg')).toBe('image');
  });

  it('a spreadsheet by its type, or by its extension when the browser did not know the type', () => {
    expect(uploadKindOf('명단.csv', 'application/octet-stream')).toBe('spreadsheet');
    expect(uploadKindOf('명단', 'text/csv; charset=utf-8')).toBe('spreadsheet');
    expect(uploadKindOf('정산.xlsx', '')).toBe('spreadsheet');
  });

  it('the stricter kind wins: a name cannot lift an image to a larger limit', () => {
    expect(uploadKindOf('photo.pdf', 'image/png')).toBe('image');
    expect(uploadKindOf('photo.png', 'application/pdf')).toBe('image');
    expect(uploadKindOf('list.csv', 'application/zip')).toBe('spreadsheet');
  });

  it('anything else is an attachment, held to the largest limit', () => {
    expect(uploadLimitOf({ fileName: '강의 자료.pdf', contentType: 'application/pdf' })).toEqual({
      kind: 'other',
      maxBytes: FILE_UPLOAD_LIMITS.other,
    });
    expect(uploadKindOf('archive.tar.gz', '')).toBe('other');
    expect(uploadKindOf('.csv', '')).toBe('spreadsheet');
  });
});
