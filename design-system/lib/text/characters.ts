/**
 * Counting and cutting text by user-perceived characters (grapheme clusters), so that a Korean
 * syllable, an emoji with a skin tone or a family emoji each count as one character — the way a
 * learner reads "len/N", and unlike `String.length` or the native `maxLength` (UTF-16 units).
 */

let segmenter: Intl.Segmenter | undefined;

/**
 * The grapheme segmenter, built on first need: building it loads the break rules, about 50 ms on
 * a 4×-throttled phone, which every form page used to pay before its first paint (issue 18) while
 * its fields start empty.
 */
function graphemes(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter('ko', { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/**
 * ASCII without a carriage return: every UTF-16 unit is a character of its own (in ASCII only
 * CR LF joins into one, UAX #29 GB3), so e-mails, passwords and codes need no segmenter.
 */
const ONE_UNIT_PER_CHARACTER = /^[^\r\u0080-\uffff]*$/;

/** How many characters `text` has, as a reader counts them. */
export function countCharacters(text: string): number {
  if (ONE_UNIT_PER_CHARACTER.test(text)) return text.length;
  let count = 0;
  for (const _segment of graphemes(text)) count += 1;
  return count;
}

/** `text` cut to at most `max` characters, never splitting a character in half. */
export function cutToCharacters(text: string, max: number): string {
  if (ONE_UNIT_PER_CHARACTER.test(text)) return text.slice(0, max);
  let count = 0;
  for (const segment of graphemes(text)) {
    if (count === max) return text.slice(0, segment.index);
    count += 1;
  }
  return text;
}
