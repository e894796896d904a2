/**
 * What the certificates area's contract, mock and screens all say without zod (issue 32): the
 * name's length, the font families an item may use, the item kinds the editor adds, the area's
 * error codes and the rule messages (the form shows them at a field, the mock answers them in
 * `data.issues`; the contract never imports the copy, so they live here and the copy reads them).
 */
import type { CertificateKey, CertificateLayoutItem } from './inventory';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, ITEM_WIDTH_MIN, SHEET_WIDTH } from '@app/shared/lib/certificates/sheetGeometry';

export const CERTIFICATE_NAME_MIN = 2;
export const CERTIFICATE_NAME_MAX = 30;
/** A free text item's words, and the title a certificate prints. */
export const CERTIFICATE_TEXT_MAX = 100;
/** Items on one certificate: the five keyed ones, what was completed, by whom and when, and free text. */
export const CERTIFICATE_ITEMS_MAX = 30;

/** The font families a text item may use: the Korean faces the print page has. */
export const certificateFontFamilies = ['Noto Sans KR', 'Noto Serif KR', 'Nanum Gothic', 'Nanum Myeongjo'] as const;
export type CertificateFontFamily = (typeof certificateFontFamilies)[number];

/** What the editor can add: each keyed item once, free text as often as wanted. */
export const certificateItemKeys = [
  'title',
  'klassTitle',
  'displayName',
  'completedAt',
  'serviceName',
  'certificateCode',
  'logo',
  'officialSeal',
  'freeText',
] as const satisfies readonly CertificateKey[];

/** The keys drawn as images (their values are URLs): the rest are text. */
export const certificateImageKeys: readonly CertificateKey[] = ['logo', 'officialSeal'];

export function itemTypeOf(key: CertificateKey): CertificateLayoutItem['type'] {
  return certificateImageKeys.includes(key) ? 'IMAGE' : 'TEXT';
}

export const certificateRuleMessages = {
  name: `이름은 ${CERTIFICATE_NAME_MIN}~${CERTIFICATE_NAME_MAX}자로 입력해 주세요.`,
  title: `제목은 1~${CERTIFICATE_TEXT_MAX}자로 입력해 주세요.`,
  freeText: `문구는 1~${CERTIFICATE_TEXT_MAX}자로 입력해 주세요.`,
  whole: '숫자는 0 이상의 정수로 입력해 주세요.',
  width: `너비는 ${ITEM_WIDTH_MIN}~${SHEET_WIDTH}px로 입력해 주세요.`,
  fontSize: `글자 크기는 ${FONT_SIZE_MIN}~${FONT_SIZE_MAX}px로 입력해 주세요.`,
  outside: '항목이 수료증 밖으로 나가요. 위치나 크기를 줄여 주세요.',
  fontFamily: '목록에 있는 글꼴을 골라 주세요.',
  duplicateKey: '같은 항목은 한 번만 놓을 수 있어요.',
} as const;

export const certificateErrorCodes = {
  /** A save based on a version that is no longer the current one; `data.version` is the current. */
  certificateVersionConflict: { code: 'certificate.version.conflict', status: 409 },
  /** The uploaded template is not an image the sheet can draw; `data.fileId`. */
  certificateTemplateNotImage: { code: 'certificate.template.not_image', status: 400 },
  /** Classes or courses print it: it cannot be deleted; `data.uses` names them (issue 40). */
  certificateInUse: { code: 'certificate.in_use', status: 409 },
  /** The primary cannot be deleted: the classes without their own print it (issue 40). */
  certificatePrimary: { code: 'certificate.primary', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

export type CertificateErrorName = keyof typeof certificateErrorCodes;
