/**
 * About how wide a line of text is, in em of its font, without measuring it: a Hangul syllable or
 * jamo and other wide (CJK) characters take a full em, everything else about half. Enough to give
 * a field room for its placeholder before it is drawn (the hand review: "후기 내용, 작성자" was cut
 * in the reviews list's search field, whose width came from the browser's 20 Latin characters).
 */
const WIDE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function textWidthEm(text: string): number {
  // Counted in twentieths of an em, whole numbers, so the sum has no floating-point tail.
  let twentieths = 0;
  for (const character of text) twentieths += WIDE.test(character) ? 20 : 11;
  return twentieths / 20;
}
