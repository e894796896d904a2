/**
 * The MMS picture rules (adminMessageImageRules.ts): a JPEG told by its bytes and its pixels read
 * from its frame header, and why a picture is refused — not a JPG, over 300 KB, over 1,500 × 1,440
 * pixels — checked alike by the compose field and the mock.
 */
import { describe, expect, it } from 'vitest';
import { jpegHead as jpeg, jpegSegment as segment } from '@tests/support/jpegHead';
import { jpegDimensions, MMS_IMAGE_MAX_BYTES, mmsImageProblem } from './adminMessageImageRules';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a JPEG told by its bytes', () => {
  it('reads the width and height from a baseline and a progressive frame, past JFIF and EXIF blocks', () => {
    expect(jpegDimensions(jpeg(800, 600))).toEqual({ width: 800, height: 600 });
    expect(jpegDimensions(jpeg(1500, 1440, { frame: 0xc2 }))).toEqual({ width: 1500, height: 1440 });
  });

  it('is not a JPEG when the bytes are a PNG, cut short, or reach the image data without a frame', () => {
    expect(jpegDimensions(PNG_HEAD)).toBeNull();
    expect(jpegDimensions(jpeg(800, 600).slice(0, 40))).toBeNull();
    const noFrame = new Uint8Array([0xff, 0xd8, ...segment(0xda, [1, 1, 0, 0, 0x3f, 0])]);
    expect(jpegDimensions(noFrame)).toBeNull();
  });

  it('does not take a DHT segment (C4) for a frame', () => {
    const dhtFirst = new Uint8Array([0xff, 0xd8, ...segment(0xc4, [0, 1, 2, 3, 4, 5, 6, 7]), ...jpeg(320, 240).slice(2)]);
    expect(jpegDimensions(dhtFirst)).toEqual({ width: 320, height: 240 });
  });
});

describe('an MMS picture: JPG only, at most 300 KB and 1,500 × 1,440 pixels', () => {
  const file = (overrides: Partial<{ fileName: string; contentType: string; size: number }> = {}) => ({
    fileName: '겨울특강.jpg',
    contentType: 'image/jpeg',
    size: 120_000,
    ...overrides,
  });
  const fits = { width: 1000, height: 800 };

  it('"JPG only": a PNG is refused by its type, and a PNG renamed .jpg by its bytes', () => {
    expect(mmsImageProblem(file({ fileName: '포스터.png', contentType: 'image/png' }), fits)).toBe('NOT_JPEG');
    expect(mmsImageProblem(file({ fileName: '포스터.jpg', contentType: 'image/jpeg' }), jpegDimensions(PNG_HEAD))).toBe('NOT_JPEG');
    expect(mmsImageProblem(file(), fits)).toBeNull();
  });

  it('takes a .jpeg the browser could not type', () => {
    expect(mmsImageProblem(file({ fileName: 'photo.JPEG', contentType: 'application/octet-stream' }), fits)).toBeNull();
    expect(mmsImageProblem(file({ fileName: 'photo.gif', contentType: 'application/octet-stream' }), fits)).toBe('NOT_JPEG');
  });

  it('"at most 300 KB": 307,200 bytes go, one more does not; a large PNG is named a PNG first', () => {
    expect(MMS_IMAGE_MAX_BYTES).toBe(307_200);
    expect(mmsImageProblem(file({ size: 307_200 }), fits)).toBeNull();
    expect(mmsImageProblem(file({ size: 307_201 }), fits)).toBe('TOO_LARGE');
    expect(mmsImageProblem(file({ fileName: 'big.png', contentType: 'image/png', size: 5_000_000 }), fits)).toBe('NOT_JPEG');
  });

  it('"at most 1,500 × 1,440 pixels": the limit goes, a pixel more either way does not', () => {
    expect(mmsImageProblem(file(), { width: 1500, height: 1440 })).toBeNull();
    expect(mmsImageProblem(file(), { width: 1501, height: 100 })).toBe('TOO_MANY_PIXELS');
    expect(mmsImageProblem(file(), { width: 100, height: 1441 })).toBe('TOO_MANY_PIXELS');
  });
});
