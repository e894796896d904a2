/**
 * The rules of terms with versions (backoffice.md §2 "Terms pages with versions", §5 long text up
 * to 10,000; issue 31), schema-free so the back-office screens, the learner pages and the mock
 * read one table:
 * - a terms page is edited as a draft and published as a new version; a published version is
 *   never changed in place;
 * - a version has an effective day (a Seoul day, today or later): it is the page's current version
 *   from that day's first Seoul instant until a later version's effective day comes;
 * - the learner agrees to the current version of each required page.
 */
import { seoulDayOf, seoulDayStartMs } from '@app/shared/lib/format/seoulDay';
import { builtInTerms } from './siteTerms';

/** §5 long text: a terms body holds up to 10,000 characters (line breaks kept). */
export const TERMS_BODY_MAX = 10_000;
export const TERMS_TITLE_MIN = 2;
export const TERMS_TITLE_MAX = 30;

/** The pages every site has, defined beside the learner's contract (a learner page reads no `admin*` module). */
export { builtInTerms };
export type BuiltInTerms = (typeof builtInTerms)[number];

/** Where a version stands today: the one in force, one waiting for its day, or one replaced. */
export const termsVersionStates = ['CURRENT', 'SCHEDULED', 'PAST'] as const;
export type TermsVersionState = (typeof termsVersionStates)[number];

/** The words the rules say, at their field, on the screens and in the mock's answers alike. */
export const termsRuleMessages = {
  bodyRequired: '약관 내용을 입력해 주세요.',
  effectiveDayPast: '시행일은 오늘이나 그 뒤의 날짜로 정해 주세요.',
  effectiveDayInvalid: '시행일을 날짜로 입력해 주세요.',
} as const;

/** Why `day` (`yyyy-MM-dd`) cannot be an effective day at `now`, or null when it can. */
export function effectiveDayProblem(day: string, now: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(seoulDayStartMs(day))) return termsRuleMessages.effectiveDayInvalid;
  return day < seoulDayOf(now) ? termsRuleMessages.effectiveDayPast : null;
}

interface Dated {
  version: number;
  effectiveAt: string;
}

/** The version in force at `now`: the latest whose effective instant has come (null before the first). */
export function currentVersionOf<V extends Dated>(versions: readonly V[], now: number): V | null {
  let current: V | null = null;
  for (const candidate of versions) {
    if (Date.parse(candidate.effectiveAt) > now) continue;
    if (!current || candidate.version > current.version) current = candidate;
  }
  return current;
}

/** Where one version stands at `now`, among all of its page's versions. */
export function versionState(version: Dated, versions: readonly Dated[], now: number): TermsVersionState {
  if (Date.parse(version.effectiveAt) > now) return 'SCHEDULED';
  return currentVersionOf(versions, now)?.version === version.version ? 'CURRENT' : 'PAST';
}

/**
 * The terms area's error codes, with the status the contract chose (the spec names none). Kept
 * beside the rules, as the coupon area keeps its own, so the shared catalogue is not touched.
 */
export const termsErrorCodes = {
  /** A draft saved or published from a revision that is no longer the latest; `data.revision` is the latest (null: no draft). */
  termsDraftConflict: { code: 'terms.draft.conflict', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

export type TermsErrorName = keyof typeof termsErrorCodes;
