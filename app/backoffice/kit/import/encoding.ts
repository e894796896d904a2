/**
 * The import kit's encoding detection (issue 15, part 5): a CSV is read as UTF-8 (with or without
 * a byte-order mark) when its bytes are valid UTF-8, and otherwise as EUC-KR, the encoding Korean
 * Excel saves "CSV (쉼표로 분리)" in. Valid UTF-8 is a strong signal (EUC-KR Korean text is almost
 * never valid UTF-8), so one strict decode decides it; no guessing by letter frequencies.
 */

export type CsvEncoding = 'utf-8' | 'euc-kr';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
  /** The file began with a UTF-8 byte-order mark (Excel's "CSV UTF-8"); it is not in `text`. */
  bom: boolean;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

function startsWithBom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

export function decodeCsv(bytes: Uint8Array): DecodedCsv {
  const bom = startsWithBom(bytes);
  const body = bom ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    // ignoreBOM keeps the decoder from dropping a second mark silently: the one we saw is cut above.
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    return { text, encoding: 'utf-8', bom };
  } catch {
    return { text: new TextDecoder('euc-kr').decode(body), encoding: 'euc-kr', bom: false };
  }
}
