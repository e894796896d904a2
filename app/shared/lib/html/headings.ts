/**
 * Rich text's headings put under the page's own (issue 42's hand review: a learner's answer view
 * read an h2 from the answer under the answer's h4, so a screen reader's outline jumped back up).
 * Stored rich text heads at h2 and h3 (the editor's two levels, sanitize.ts) whatever page shows
 * it; the one renderer of server HTML (the learner's SafeHtml) moves its headings so the highest
 * sits one level under the heading it is shown beneath, the others keeping their steps, none past
 * h6. Works on an inert parsed tree (a <template>'s content), where nothing loads or runs.
 */

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** The level of a heading element (`H3` → 3). */
const levelOf = (element: Element): number => Number(element.tagName.slice(1));

/**
 * Moves every heading in `root` so that its highest heading becomes `under + 1` and the rest keep
 * their distance from it, capped at h6; an element keeps its attributes and children. Under h6
 * there is no level left: the headings all become h6.
 */
export function shiftHeadingsUnder(root: ParentNode, under: HeadingLevel): void {
  const headings = [...root.querySelectorAll(HEADINGS)];
  if (headings.length === 0) return;
  const highest = Math.min(...headings.map(levelOf));
  const shift = under + 1 - highest;
  if (shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(1, levelOf(heading) + shift));
    const moved = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of [...heading.attributes]) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
}
