/**
 * A word with its particle, chosen by how the word ends (issue 27): "8,214명을", "3건을",
 * "고채린이", "서울로", "'VIP 1'로" — never the paired "명을(를)" a template writes when it does not
 * look. The copy calls it wherever a name or a count is followed by 을/를, 이/가, 은/는, 과/와 or (으)로.
 *
 * The Hangul arithmetic is here rather than es-hangul's `josa`: the copy catalogue is in the
 * learner's first routes, and es-hangul's top level is kept by the bundler even when unused
 * (0.7 KB gzip measured, 1.4 KB with `josa`, against 1.1 KB of room on /app/login); es-hangul also
 * reads digits as ending without a final consonant ("1를"), and the copy is full of counts.
 *
 * A word ending in something that cannot be read off its spelling (Latin letters, an e-mail
 * address, a symbol) keeps the paired form: guessing "a@b.com로" would be a mistake on screen.
 */

/** `이에요/예요` ends a sentence on a noun: "'운영 종료'예요", "'운영 중'이에요". */
export type Particle = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이에요/예요';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS = 28;
/** The final-consonant index of ㄹ: "(으)로" takes 로 after it, like after a vowel. */
const FINAL_RIEUL = 8;

/** How the last digit of a number is read (0 영, 1 일, … 9 구). */
const DIGIT_SYLLABLES = '영일이삼사오육칠팔구';
/** How a round number is read by its trailing zeros: 10 십, 100 백, 1,000 천, 10,000 만, 1억, 1조. */
const ROUND_SYLLABLES: readonly (readonly [zeros: number, syllable: string])[] = [
  [12, '조'],
  [8, '억'],
  [4, '만'],
  [3, '천'],
  [2, '백'],
  [1, '십'],
];

/** Quotes, brackets and spaces after a word are not read: "'VIP'" ends, to the ear, in P. */
const UNREAD_TAIL = /[\s'"‘’“”)\]}》〉」』]+$/u;

/** The Hangul syllable the word ends with when read aloud; null when its spelling cannot tell. */
function lastSpokenSyllable(word: string): string | null {
  const spoken = word.replace(UNREAD_TAIL, '');
  const last = spoken.at(-1);
  if (last === undefined) return null;
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return last;
  const number = /\d[\d,]*$/.exec(spoken)?.[0].replaceAll(',', '');
  if (number === undefined) return null;
  const zeros = number.length - number.replace(/0+$/, '').length;
  if (zeros === 0 || zeros === number.length) return DIGIT_SYLLABLES[Number(number.at(-1))] ?? null;
  return ROUND_SYLLABLES.find(([atLeast]) => zeros >= atLeast)?.[1] ?? null;
}

/** The form of the particle the word takes: "을" or "를", … , "으로" or "로". */
function formFor(syllable: string, particle: Particle): string {
  const [withFinal, withoutFinal] = particle.split('/') as [string, string];
  const final = (syllable.charCodeAt(0) - HANGUL_FIRST) % FINALS;
  if (final === 0) return withoutFinal;
  // (으)로 treats a final ㄹ like a vowel: 서울로, 1로.
  if (particle === '으로/로' && final === FINAL_RIEUL) return withoutFinal;
  return withFinal;
}

/** Both forms, for a word whose ending cannot be read: "을(를)", "(으)로". */
function pairedForm(particle: Particle): string {
  if (particle === '으로/로') return '(으)로';
  const [withFinal, withoutFinal] = particle.split('/') as [string, string];
  return `${withFinal}(${withoutFinal})`;
}

/** The word followed by the particle it takes: `withParticle('8,214명', '을/를')` → "8,214명을". */
export function withParticle(word: string, particle: Particle): string {
  const syllable = lastSpokenSyllable(word);
  return `${word}${syllable === null ? pairedForm(particle) : formFor(syllable, particle)}`;
}
