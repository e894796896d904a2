/**
 * Test and story fixtures of the import kit: a small member-like import (e-mail required, name
 * optional, e-mails unique in the file) built on the app's real e-mail rule, and the bytes of an
 * EUC-KR file, since browsers and Node can decode EUC-KR but not encode it.
 */
import { z } from 'zod/mini';
import { emailRule } from '@app/shared/lib/validation/account';
import type { ImportColumn } from './mapping';
import type { ImportSchema, ImportUniqueness } from './validateRows';

export type ContactKey = 'email' | 'name';
export interface Contact {
  email: string;
  name: string;
}

export const contactColumns: readonly ImportColumn<ContactKey>[] = [
  { key: 'email', label: '이메일', aliases: ['email', 'e-mail', '메일', '이메일 주소'], required: true },
  { key: 'name', label: '이름', aliases: ['name', '성명'] },
];

export const contactSchema: ImportSchema<ContactKey, Contact> = z.object({ email: emailRule, name: z.string() });

export const contactUniqueness: ImportUniqueness<ContactKey, Contact> = {
  column: 'email',
  key: (contact) => contact.email.toLowerCase(),
};

/** "이름" and "홍길동" as Korean Excel saves them (EUC-KR). */
export const EUC_KR = {
  name: [0xc0, 0xcc, 0xb8, 0xa7],
  hongGildong: [0xc8, 0xab, 0xb1, 0xe6, 0xb5, 0xbf],
  email: [0xc0, 0xcc, 0xb8, 0xde, 0xc0, 0xcf],
} as const;

const ascii = (value: string) => Array.from(value, (character) => character.charCodeAt(0));

/** "이메일,이름\r\nhong@klass.kr,홍길동\r\n" in EUC-KR. */
export function eucKrContactsCsv(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    ...EUC_KR.email, ...ascii(','), ...EUC_KR.name, ...ascii('\r\n'),
    ...ascii('hong@klass.kr,'), ...EUC_KR.hongGildong, ...ascii('\r\n'),
  ]);
}
