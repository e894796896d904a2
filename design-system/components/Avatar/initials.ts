/**
 * The letters an avatar shows when there is no picture: the family name's syllable for a Korean
 * name ("홍길동" → "홍"), the first letters of up to two words otherwise ("Jane Doe" → "JD").
 */
import { cutToCharacters } from '@ds/lib/text/characters';

const HANGUL = /^[\uAC00-\uD7A3]/;

const firstCharacter = (word: string) => cutToCharacters(word, 1);

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  if (HANGUL.test(first)) return firstCharacter(first);
  return words
    .slice(0, 2)
    .map((word) => firstCharacter(word).toUpperCase())
    .join('');
}
