/**
 * Counting and cutting text by user-perceived characters (grapheme clusters), so that a Korean
 * syllable, an emoji with a skin tone or a family emoji each count as one character — the way a
 * learner reads "len/N", and unlike `String.length` or the native `maxLength` (UTF-16 units).
 */
const segmenter = new Intl.Segmenter('ko', { granularity: 'grapheme' });

/** How many characters `text` has, as a reader counts them. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
}

/** `text` cut to at most `max` characters, never splitting a character in half. */
export function cutToCharacters(text: string, max: number): string {
  let count = 0;
  for (const segment of segmenter.segment(text)) {
    if (count === max) return text.slice(0, segment.index);
    count += 1;
  }
  return text;
}
