/**
 * The picture of a picture message (MMS; issue 43), without zod: what the compose screen checks
 * before it uploads and what the mock checks again before it sends, so the two never disagree.
 *
 * The spec names no limits, so these are the Korean gateways' own, taken from NAVER Cloud SENS
 * (the gateway whose rules are the strictest on type and among the usual on size and pixels):
 * - JPG only (a PNG, GIF or WEBP a carrier may not show, and some gateways refuse outright), and
 *   checked by its bytes, not its name: a PNG renamed `.jpg` is refused, as a gateway would;
 * - at most 300 KB (300 × 1024 bytes), the size every Korean gateway accepts (SENS, NHN Cloud,
 *   Aligo); larger ones are refused or shrunk by the carrier;
 * - at most 1,500 × 1,440 pixels (SENS's limit; a larger picture is scaled by some carriers and
 *   refused by others).
 * One picture per message: an MMS with more is billed and shown differently by each carrier.
 */

export const MMS_IMAGE_MAX_BYTES = 300 * 1024;
export const MMS_IMAGE_MAX_WIDTH = 1500;
export const MMS_IMAGE_MAX_HEIGHT = 1440;
/** What the file picker offers. */
export const MMS_IMAGE_EXTENSIONS = ['.jpg', '.jpeg'] as const;

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Why a picture cannot go with a message. */
export type MmsImageProblem = 'NOT_JPEG' | 'TOO_LARGE' | 'TOO_MANY_PIXELS';

// Start-of-frame markers carry the picture's size: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const START_OF_SCAN = 0xda;

/**
 * The picture's width and height read from a JPEG's bytes (its first start-of-frame segment), or
 * null when the bytes are not a JPEG — whatever the file was called.
 */
export function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and the markers that stand alone (RSTn, TEM) have no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (at + 8 >= bytes.length) return null;
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    // The image data begins without a frame before it: not a picture anyone can show.
    if (marker === START_OF_SCAN) return null;
    at += 2 + length;
  }
  return null;
}

/** A name or a type that says JPEG (what the picker and the first check read). */
export function looksLikeJpeg(file: { fileName: string; contentType: string }): boolean {
  const type = (file.contentType.split(';')[0] ?? '').trim().toLowerCase();
  const named = /\.jpe?g$/i.test(file.fileName.trim());
  return type === 'image/jpeg' || ((type === '' || type === 'application/octet-stream') && named);
}

/**
 * Why a picture cannot go, or null when it can: not a JPEG (by its type, then by its bytes:
 * `dimensions` null), over 300 KB, or over 1,500 × 1,440 pixels. Type first, so a large PNG is
 * named a PNG, not a large file.
 */
export function mmsImageProblem(
  file: { fileName: string; contentType: string; size: number },
  dimensions: ImageDimensions | null,
): MmsImageProblem | null {
  if (!looksLikeJpeg(file) || dimensions === null) return 'NOT_JPEG';
  if (file.size > MMS_IMAGE_MAX_BYTES) return 'TOO_LARGE';
  if (dimensions.width > MMS_IMAGE_MAX_WIDTH || dimensions.height > MMS_IMAGE_MAX_HEIGHT) return 'TOO_MANY_PIXELS';
  return null;
}

/** What a refused picture is told, at the compose field and in the server's refusal alike. */
export const mmsImageMessages = {
  NOT_JPEG: 'MMS 사진은 JPG 파일만 보낼 수 있어요. PNG나 GIF는 JPG로 바꿔서 올려 주세요.',
  TOO_LARGE: 'MMS 사진은 300KB까지 보낼 수 있어요. 사진을 줄여서 다시 올려 주세요.',
  TOO_MANY_PIXELS: 'MMS 사진은 가로 1,500 × 세로 1,440 픽셀까지 보낼 수 있어요. 크기를 줄여서 다시 올려 주세요.',
  NOT_FOUND: '첨부한 사진을 찾을 수 없어요. 사진을 다시 올려 주세요.',
} as const satisfies Record<MmsImageProblem | 'NOT_FOUND', string>;
