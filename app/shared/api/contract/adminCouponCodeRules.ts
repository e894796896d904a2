/**
 * The coupon code rules both sides hold (backoffice.md §3 couponCodeSpecs with publishedType
 * WORD / RANDOM / pattern, §4 "Codes are ACTIVE or INACTIVE", §5 "Coupon word code: 3-16 of
 * Korean/letters/digits. Pattern code: max 16 with * for random positions; the count must not
 * exceed the random capacity and a code name is needed first"; issue 30). Schema-free, so the form
 * (which shows the capacity as the pattern is typed) and the mock (which refuses the same things
 * with the same words, and generates the codes) read one module.
 *
 * Random positions draw from Crockford's base-32 alphabet (digits and capitals without I, L, O, U:
 * no 0/O or 1/I/L mix-ups when a learner types a code), so a pattern with k `*` has 32^k codes.
 * A RANDOM code is RANDOM_CODE_LENGTH random characters; a WORD code is the one word itself.
 */
import type { CouponStatus } from './adminCouponRules';

export const codePublishedTypes = ['WORD', 'RANDOM', 'PATTERN'] as const;
export type CodePublishedType = (typeof codePublishedTypes)[number];

export const codeStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type CodeStatus = (typeof codeStatuses)[number];

/** Crockford base-32: what a `*` (and every character of a RANDOM code) becomes. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RANDOM_MARK = '*';
export const RANDOM_CODE_LENGTH = 12;
export const CODE_WORD_MIN = 3;
export const CODE_WORD_MAX = 16;
export const CODE_PATTERN_MAX = 16;
export const CODE_NAME_MAX = 30;
/** The most codes one generation job makes (issue 30: 100,000 in one job). */
export const CODE_COUNT_MAX = 100_000;
/** Codes made per step of a generation job: its progress moves by these. */
export const CODE_CHUNK_SIZE = 1_000;

/** A pattern's fixed characters: Korean, letters, digits and hyphens; `*` marks a random one. */
const PATTERN = /^[가-힣A-Za-z0-9*-]+$/u;

const count = (value: number) => value.toLocaleString('ko-KR');

export const codeRuleMessages = {
  /** §5 "a code name is needed first". */
  name: '코드 이름을 먼저 입력해 주세요.',
  nameTooLong: `코드 이름은 ${CODE_NAME_MAX}자까지 입력할 수 있어요.`,
  word: `코드는 한글, 영문, 숫자로 ${CODE_WORD_MIN}~${CODE_WORD_MAX}자를 입력해 주세요.`,
  /** The word's first character that is not Korean, a letter or a digit, named (a space as 공백). */
  wordCharacter: (character: string) => `‘${character === ' ' ? '공백' : character}’은 코드에 쓸 수 없어요. 한글, 영문, 숫자만 쓸 수 있어요.`,
  wordTooShort: `코드는 ${CODE_WORD_MIN}자 이상 입력해 주세요.`,
  wordTooLong: `코드는 최대 ${CODE_WORD_MAX}자까지 입력할 수 있어요.`,
  pattern: `패턴은 ${CODE_PATTERN_MAX}자까지 한글, 영문, 숫자, 하이픈(-)과 무작위 자리(*)로 입력해 주세요.`,
  patternNoRandom: '무작위 자리(*)를 하나 이상 넣어 주세요.',
  count: `만들 코드 수는 1~${count(CODE_COUNT_MAX)}개 사이의 정수로 입력해 주세요.`,
  /** §5 "the count must not exceed the random capacity". */
  overCapacity: (capacity: number) => `이 패턴으로 만들 수 있는 코드는 최대 ${count(capacity)}개예요.`,
  /** Codes of the pattern already exist (another generation): what is left. */
  capacityLeft: (left: number) => `이 패턴으로 더 만들 수 있는 코드는 ${count(left)}개예요.`,
  taken: '이미 있는 코드예요. 다른 코드를 입력해 주세요.',
  exhausted: '패턴으로 만들 수 있는 코드가 모자라 만들지 못했어요.',
} as const;

export function codeNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return codeRuleMessages.name;
  return trimmed.length > CODE_NAME_MAX ? codeRuleMessages.nameTooLong : null;
}

const WORD_CHARACTER = /^[가-힣A-Za-z0-9]$/u;

/** §5 word code: 3–16 of Korean, letters, digits; a refusal names the character or the length. */
export function wordProblem(word: string): string | null {
  if (word.length === 0) return codeRuleMessages.word;
  const refused = [...word].find((character) => !WORD_CHARACTER.test(character));
  if (refused !== undefined) return codeRuleMessages.wordCharacter(refused);
  if (word.length < CODE_WORD_MIN) return codeRuleMessages.wordTooShort;
  return word.length > CODE_WORD_MAX ? codeRuleMessages.wordTooLong : null;
}

/** How many random positions (`*`) a pattern has. */
export function randomPositions(pattern: string): number {
  let positions = 0;
  for (const character of pattern) if (character === RANDOM_MARK) positions += 1;
  return positions;
}

/** §5 pattern: up to 16 characters, at least one `*`. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length === 0 || pattern.length > CODE_PATTERN_MAX || !PATTERN.test(pattern)) return codeRuleMessages.pattern;
  return randomPositions(pattern) === 0 ? codeRuleMessages.patternNoRandom : null;
}

/** How many distinct codes a pattern can make: 32^k for k random positions (a float beyond 2^53, exact below). */
export function patternCapacity(pattern: string): number {
  return CODE_ALPHABET.length ** randomPositions(pattern);
}

/** How many distinct codes a code specification can make: one word, 32^12 random codes, or the pattern's capacity. */
export function codeCapacity(type: CodePublishedType, pattern: string | null): number {
  if (type === 'WORD') return 1;
  if (type === 'RANDOM') return CODE_ALPHABET.length ** RANDOM_CODE_LENGTH;
  return pattern ? patternCapacity(pattern) : 0;
}

/** The count: 1..100,000 and not over the capacity (§5). */
export function codeCountProblem(value: number, capacity: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value > CODE_COUNT_MAX) return codeRuleMessages.count;
  return value > capacity ? codeRuleMessages.overCapacity(capacity) : null;
}

/** Whether `code` is one `pattern` makes (its fixed characters in place, an alphabet character at each `*`). */
export function matchesPattern(code: string, pattern: string): boolean {
  if (code.length !== pattern.length) return false;
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index];
    const actual = code[index] ?? '';
    if (expected === RANDOM_MARK ? !CODE_ALPHABET.includes(actual) : expected !== actual) return false;
  }
  return true;
}

// ---- redemption ------------------------------------------------------------------------------

/**
 * Why a code cannot be redeemed now (§4 "Codes are ACTIVE or INACTIVE"; a coupon is used only
 * while it operates): the code or its code specification is INACTIVE, or its coupon is not
 * PUBLISHED. The learner side redeems no codes yet (learner.md names none), so this is the rule the
 * mock's code lookup answers by, and a redeeming screen would read.
 */
export const codeRefusals = ['CODE_INACTIVE', 'COUPON_NOT_OPERATING'] as const;
export type CodeRefusal = (typeof codeRefusals)[number];

export function codeRefusal(codeStatus: CodeStatus, couponStatus: CouponStatus): CodeRefusal | null {
  if (codeStatus === 'INACTIVE') return 'CODE_INACTIVE';
  return couponStatus === 'PUBLISHED' ? null : 'COUPON_NOT_OPERATING';
}

/** Codes per slice of a code specification's code list. */
export const CODE_SLICE_MAX = 500;

/** Words both sides write: the screens, and the codes' export file. */
export const codePublishedTypeNames: Record<CodePublishedType, string> = {
  WORD: '지정 코드',
  RANDOM: '무작위 코드',
  PATTERN: '패턴 코드',
};

export const codeStatusNames: Record<CodeStatus, string> = {
  ACTIVE: '사용 가능',
  INACTIVE: '사용 중지',
};
