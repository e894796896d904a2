/**
 * Issue 15 part 5, "UTF-8 or EUC-KR, detected": a file is UTF-8 when its bytes are valid UTF-8
 * (with or without Excel's byte-order mark), otherwise EUC-KR as Korean Excel saves it.
 */
import { describe, expect, it } from 'vitest';
import { decodeCsv } from './encoding';
import { EUC_KR, eucKrContactsCsv } from './testing';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeCsv', () => {
  it('reads UTF-8 without a byte-order mark', () => {
    expect(decodeCsv(utf8('이름\r\n홍길동'))).toEqual({ text: '이름\r\n홍길동', encoding: 'utf-8', bom: false });
  });

  it('reads UTF-8 with a byte-order mark (Excel "CSV UTF-8") and leaves the mark out of the text', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('이름,이메일')]);
    expect(decodeCsv(bytes)).toEqual({ text: '이름,이메일', encoding: 'utf-8', bom: true });
  });

  it('reads EUC-KR (Korean Excel "CSV") when the bytes are not valid UTF-8: 홍길동', () => {
    expect(decodeCsv(new Uint8Array(EUC_KR.hongGildong))).toEqual({ text: '홍길동', encoding: 'euc-kr', bom: false });
    expect(decodeCsv(eucKrContactsCsv()).text).toBe('이메일,이름\r\nhong@klass.kr,홍길동\r\n');
  });

  it('reads plain ASCII as UTF-8 (both encodings agree on it)', () => {
    expect(decodeCsv(utf8('email\r\na@b.kr')).encoding).toBe('utf-8');
  });

  it('reads an empty file as empty UTF-8 text', () => {
    expect(decodeCsv(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8', bom: false });
  });
});
