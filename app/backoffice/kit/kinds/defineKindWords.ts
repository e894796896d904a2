/**
 * The words an area gives its job kinds and change-history record types (issue 37, issue 38
 * "Change history speaks machine"), beside its screens in `app/backoffice/<area>/kinds.ts`:
 * a job kind's name, and per record type its name, how its touched records are counted, and each
 * recorded field's label and formatter — so the history reads as the area's screens do
 * ("할인 금액: 5,000원 → 6,000원", "상태: 운영 중"), never stored codes. The codes themselves are
 * declared in the contract (app/shared/api/contract/defineKinds.ts); foundKindWords.ts finds
 * every kinds.ts and a test holds the two together.
 *
 *   export default defineKindWords({
 *     jobKinds: { COUPON_ISSUE: text.jobKinds.COUPON_ISSUE },
 *     recordTypes: { COUPON: { name: text.history.name, fields: { amount: { label: …, format: money } } } },
 *   });
 *
 * A formatter runs at display time on the value as stored, so entries recorded before a change of
 * words read in today's words.
 */
import type { JobKind } from '@app/shared/api/contract/adminJob';
import type { HistoryRecordType, HistoryValue } from '@app/shared/api/contract/adminHistory';

/** A stored value that is there (empty ones read "(없음)" without a formatter). */
export type HistoryScalar = Exclude<HistoryValue, null>;

export interface HistoryFieldWords {
  /** The field's label, as the screen that edits it says it. */
  readonly label: string;
  /** The value as that screen shows it; without one, the stored text is already words. */
  readonly format?: (value: HistoryScalar) => string;
}

export interface RecordTypeWords {
  /** The record type's name ("쿠폰", "교환 코드"). */
  readonly name: string;
  /** How its records are counted when a bulk change touches them ("명"; "건" when absent). */
  readonly unit?: string;
  readonly fields: Readonly<Record<string, HistoryFieldWords>>;
}

export interface AreaKindWords {
  readonly jobKinds?: { readonly [K in JobKind]?: string };
  readonly recordTypes?: { readonly [T in HistoryRecordType]?: RecordTypeWords };
}

export function defineKindWords(words: AreaKindWords): AreaKindWords {
  return words;
}

/** A coded value in words from a status table; an unknown code (newer than the app) as stored. */
export function inWords(names: Readonly<Record<string, string>>): (value: HistoryScalar) => string {
  return (value) => names[String(value)] ?? String(value);
}

/** A yes/no value in the words its screen uses ("노출" / "숨김"). */
export function yesNo(yes: string, no: string): (value: HistoryScalar) => string {
  return (value) => (value === true || value === 'true' ? yes : no);
}

type Format = (value: HistoryScalar) => string;

/** Fields from their labels, with formatters for those whose stored value is not words yet. */
export function fieldsOf(
  labels: Readonly<Record<string, string>>,
  formats: Readonly<Record<string, Format>> = {},
): Record<string, HistoryFieldWords> {
  return Object.fromEntries(
    Object.entries(labels).map(([field, label]) => {
      const format = formats[field];
      return [field, format ? { label, format } : { label }];
    }),
  );
}

/** A number in the unit its screen says it in ("3개", "5,000원"); a value that is no number, as stored. */
export function asNumber(say: (value: number) => string): Format {
  return (value) => (typeof value === 'number' ? say(value) : String(value));
}
