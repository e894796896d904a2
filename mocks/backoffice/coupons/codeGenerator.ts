/**
 * Unique coupon codes from a pattern (issue 30; backoffice.md §5 "Pattern code: max 16 with * for
 * random positions; the count must not exceed the random capacity"). A RANDOM code is the pattern
 * of RANDOM_CODE_LENGTH stars; a WORD is not generated.
 *
 * How uniqueness is kept — never by hoping: every code the tenant has is in one set (`TakenCodes`,
 * codeIndex.ts), a candidate is added to it before it is handed out, and one that is in it already
 * is never handed out. How candidates are drawn depends on the pattern's capacity C = 32^k:
 * - C up to ENUMERATION_MAX (a pattern of up to four stars): the source walks a permutation of
 *   every code index 0..C-1 (i ↦ (a·i + b) mod C with a random odd a — C is a power of two, so
 *   this is a bijection — and a random b), skipping the taken ones. Each index is visited once, so
 *   a nearly full pattern still finds every free code in at most C steps over the whole job, and
 *   says it is exhausted instead of looping;
 * - a larger C: random draws (crypto-random characters), each checked against the set and drawn
 *   again when taken. A count is at most 100,000 while C is over 2 million here, so a draw is
 *   taken with a probability under the pattern's filled share; a code that fails MAX_DRAWS times
 *   in a row is reported as not made (never as a duplicate).
 * The mock runs one job step at a time (jobs/engine.ts serialises them), so two jobs never add
 * the same code between a check and its add.
 */
import { CODE_ALPHABET, RANDOM_MARK } from '@app/shared/api/contract/adminCouponCodeRules';

export interface TakenCodes {
  has(code: string): boolean;
  add(code: string): unknown;
}

/** Where randomness comes from: crypto in the mock, a seeded stream in tests. */
export interface CodeRandom {
  /** An integer in [0, bound). */
  int(bound: number): number;
  /** An integer in [0, 32): one random position's character. */
  char(): number;
}

/** Patterns whose capacity is at most this are walked as a permutation (32^4 = 1,048,576 fits). */
export const ENUMERATION_MAX = 2 ** 21;
/** Draws of one code before a large pattern gives up on it. */
export const MAX_DRAWS = 64;

const BASE = CODE_ALPHABET.length;

export const cryptoRandom: CodeRandom = (() => {
  const pool = new Uint8Array(4096);
  let next = pool.length;
  const words = new Uint32Array(1);
  return {
    int(bound: number) {
      crypto.getRandomValues(words);
      return (words[0] ?? 0) % bound;
    },
    char() {
      if (next >= pool.length) {
        crypto.getRandomValues(pool);
        next = 0;
      }
      // 256 is a multiple of 32: every character equally likely.
      return (pool[next++] ?? 0) % BASE;
    },
  };
})();

export interface CodeSource {
  /** Up to `count` new codes, each added to the taken set; fewer when the pattern has no more. */
  take(count: number): string[];
  /** Whether the source has proved the pattern has no free code left. */
  readonly exhausted: boolean;
}

export function createCodeSource(pattern: string, taken: TakenCodes, random: CodeRandom = cryptoRandom): CodeSource {
  const template = [...pattern];
  const positions = template.flatMap((character, index) => (character === RANDOM_MARK ? [index] : []));
  const capacity = BASE ** positions.length;
  const codeOf = (index: number) => {
    const characters = [...template];
    let rest = index;
    for (let at = positions.length - 1; at >= 0; at -= 1) {
      characters[positions[at] ?? 0] = CODE_ALPHABET[rest % BASE] ?? '';
      rest = Math.floor(rest / BASE);
    }
    return characters.join('');
  };

  if (capacity <= ENUMERATION_MAX) {
    const multiplier = capacity === 1 ? 1 : random.int(capacity / 2) * 2 + 1;
    const offset = random.int(capacity);
    let visited = 0;
    return {
      get exhausted() {
        return visited >= capacity;
      },
      take(count) {
        const codes: string[] = [];
        while (codes.length < count && visited < capacity) {
          const code = codeOf((multiplier * visited + offset) % capacity);
          visited += 1;
          if (!taken.has(code)) {
            taken.add(code);
            codes.push(code);
          }
        }
        return codes;
      },
    };
  }

  let gaveUp = false;
  const draw = () => {
    const characters = [...template];
    for (const position of positions) characters[position] = CODE_ALPHABET[random.char()] ?? '';
    return characters.join('');
  };
  return {
    get exhausted() {
      return gaveUp;
    },
    take(count) {
      const codes: string[] = [];
      while (codes.length < count) {
        let code: string | null = null;
        for (let attempt = 0; attempt < MAX_DRAWS && code === null; attempt += 1) {
          const candidate = draw();
          if (!taken.has(candidate)) code = candidate;
        }
        if (code === null) {
          gaveUp = true;
          break;
        }
        taken.add(code);
        codes.push(code);
      }
      return codes;
    },
  };
}
