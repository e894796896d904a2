/**
 * Image bytes as a data URL, the one way the product turns an uploaded image into an address a
 * page draws without a token or a second request (issue 28): the mock keeps a catalogue cover and
 * a certificate's background as the data URL of their stored bytes (`dataUrlOf`), and the
 * certificate editor reads a downloaded template back as one (`readDataUrl`), so its draft draws
 * at once and survives a reload; a learner's question sends its picked image as one. A pure
 * library both sides and the mock may use.
 */

/** Bytes per `String.fromCharCode` call: well under the engines' argument limits. */
const CHUNK = 0x8000;

/** `bytes` as a base64 data URL of `contentType` (`data:image/png;base64,…`). */
export function dataUrlOf(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return `data:${contentType};base64,${btoa(binary)}`;
}

/** A blob (a picked or downloaded file) as a data URL, read by the browser. */
export function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read as a data URL.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}
