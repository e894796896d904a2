/**
 * Korean typed the way a Korean IME types it, for journeys in Chromium. `page.keyboard.type('한')`
 * inserts the finished syllable in one go; a person's IME composes it jamo by jamo (ㅎ → 하 → 한),
 * with compositionstart / compositionupdate / compositionend and an `input` event per step, the
 * syllable being composed already in the field's value, and the Enter that finishes a syllable
 * arriving as a keydown of its own while the composition is open. Code that reacts to keys or to
 * changes mid-word (a grid that opens an editor on the first key, a search that answers Enter)
 * meets that only through the DevTools protocol, which drives Chromium's real IME path:
 * `Input.imeSetComposition` sets the text being composed and `Input.insertText` commits it.
 *
 * The steps come from a small 두벌식 (standard two-set keyboard) automaton, so they are what the
 * keystrokes make, a final consonant included that moves on to the next syllable: 빨강 is
 * ㅃ → 빠 → 빨 → 빩 → (빨 committed) 가 → 강. Chromium only (the protocol is Chromium's).
 *
 * Usage: `const ime = await koreanIme(page)`, focus a field, `await ime.type('빨강')` (the last
 * syllable still composing, as a person's is until the next key), then `await ime.enter()` for the
 * Enter that finishes it, or `await ime.commit()` for a finish without a key (a click elsewhere);
 * `await ime.detach()` at the end.
 */
import type { CDPSession, Page } from '@playwright/test';

/**
 * What an IME does on one key: commits text first (replacing what it was composing), then shows
 * the syllable it composes next, if any.
 */
export interface ImeStep {
  commit?: string;
  compose?: string;
}

const ONSETS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const CODAS = ['', 'ㄱ', 'ㄲ', 'ㄳ', 'ㄴ', 'ㄵ', 'ㄶ', 'ㄷ', 'ㄹ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅁ', 'ㅂ', 'ㅄ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];
/** Jamo typed with two keys: compound vowels and double final consonants. */
const TWO_KEYS: Readonly<Record<string, string>> = {
  ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅐ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅔ', ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ',
  ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ', ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ',
};
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

/** The jamo the two keys make together, if they make one. */
const joined = (first: string, second: string): string | undefined => Object.keys(TWO_KEYS).find((jamo) => TWO_KEYS[jamo] === first + second);

/** The keys that type `word` (jamo; anything not a Hangul syllable is one key of its own). */
function keysOf(word: string): string[] {
  return [...word].flatMap((char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return [char];
    const index = code - SYLLABLE_FIRST;
    const jamo = [ONSETS[Math.floor(index / 588)] ?? '', VOWELS[Math.floor((index % 588) / 28)] ?? '', CODAS[index % 28] ?? ''];
    return jamo.flatMap((one) => [...(TWO_KEYS[one] ?? one)]);
  });
}

interface Syllable {
  onset?: string;
  vowel?: string;
  coda?: string;
}

function written({ onset, vowel, coda = '' }: Syllable): string {
  if (onset && vowel) return String.fromCharCode(SYLLABLE_FIRST + (ONSETS.indexOf(onset) * 21 + VOWELS.indexOf(vowel)) * 28 + CODAS.indexOf(coda));
  return onset ?? vowel ?? '';
}

/** What a 두벌식 IME commits and shows, key by key, typing `word`. */
export function hangulSteps(word: string): ImeStep[] {
  const steps: ImeStep[] = [];
  let now: Syllable = {};
  for (const key of keysOf(word)) {
    const before = written(now);
    let commit: string | undefined;
    if (VOWELS.includes(key)) {
      const compound = now.vowel && !now.coda ? joined(now.vowel, key) : undefined;
      if (now.coda) {
        // The final consonant (the second half of a double one) opens the next syllable.
        const halves = TWO_KEYS[now.coda];
        commit = written({ ...now, coda: halves?.[0] });
        now = { onset: halves?.[1] ?? now.coda, vowel: key };
      } else if (compound) now = { ...now, vowel: compound };
      else if (now.onset && !now.vowel) now = { ...now, vowel: key };
      else {
        commit = before;
        now = { vowel: key };
      }
    } else if (ONSETS.includes(key)) {
      const double = now.coda ? joined(now.coda, key) : undefined;
      if (now.onset && now.vowel && !now.coda && CODAS.includes(key)) now = { ...now, coda: key };
      else if (double) now = { ...now, coda: double };
      else {
        commit = before;
        now = { onset: key };
      }
    } else {
      // Not Hangul: what was composing is committed with the key's character after it.
      steps.push({ commit: before + key });
      now = {};
      continue;
    }
    steps.push({ ...(commit ? { commit } : {}), compose: written(now) });
  }
  return steps;
}

export interface KoreanIme {
  /** Types `word` step by step; its last syllable stays composing. */
  type(word: string): Promise<void>;
  /** The Enter that finishes the syllable being composed: its keydown arrives while composing (keyCode 229), then the commit. */
  enter(): Promise<void>;
  /** Finishes the syllable being composed without a key. */
  commit(): Promise<void>;
  detach(): Promise<void>;
}

/** The IME's keyCode for a key it takes (enterKey.ts). */
const IME_KEY_CODE = 229;

/** A Korean IME on `page`, typing into whatever has focus. */
export async function koreanIme(page: Page): Promise<KoreanIme> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let composing = '';
  const commit = async () => {
    if (!composing) return;
    await cdp.send('Input.insertText', { text: composing });
    composing = '';
  };
  /** A key the IME takes: its keydown and keyup report key "Process", keyCode 229. */
  const imeKey = (type: 'rawKeyDown' | 'keyUp') => cdp.send('Input.dispatchKeyEvent', { type, key: 'Process', windowsVirtualKeyCode: IME_KEY_CODE, nativeVirtualKeyCode: IME_KEY_CODE });
  return {
    async type(word) {
      for (const step of hangulSteps(word)) {
        await imeKey('rawKeyDown');
        if (step.commit) await cdp.send('Input.insertText', { text: step.commit });
        composing = step.compose ?? '';
        if (composing) await cdp.send('Input.imeSetComposition', { text: composing, selectionStart: composing.length, selectionEnd: composing.length });
        await imeKey('keyUp');
      }
    },
    async enter() {
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: IME_KEY_CODE, nativeVirtualKeyCode: IME_KEY_CODE });
      await commit();
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 });
    },
    commit,
    detach: () => cdp.detach(),
  };
}
