/**
 * The head of a JPEG file as a camera writes it (SOI, JFIF, an EXIF block, the frame with its
 * size, the scan's start), built byte by byte for the tests of the MMS picture rules: enough for
 * any reader of a JPEG's size, no decodable picture (the stories and journeys draw real ones in
 * the browser). `padTo` pads it to a file of that many bytes.
 */

/** One marker segment: FF, the marker, its big-endian length (which counts itself), its bytes. */
export function jpegSegment(marker: number, payload: readonly number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

export function jpegHead(width: number, height: number, { frame = 0xc0, padTo = 0 }: { frame?: number; padTo?: number } = {}): Uint8Array {
  const jfif = jpegSegment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const exif = jpegSegment(0xe1, Array.from({ length: 300 }, (_, index) => index % 256));
  const sof = jpegSegment(frame, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const sos = jpegSegment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  const head = [0xff, 0xd8, ...jfif, ...exif, ...sof, ...sos, 0x12, 0x34, 0xff, 0xd9];
  const bytes = new Uint8Array(Math.max(head.length, padTo));
  bytes.set(head);
  return bytes;
}
