/**
 * An area's section navigation as data (framework-free): the area declares its screens once, each
 * relative to the area's own path, and the kit's SectionNav draws them with the current one
 * marked. Which one is current is decided here, by one rule every area shares: among the sections
 * whose link the address is on or under, the longest wins, so a nested screen
 * (`/admin/members/groups/g-1`) marks its own section (groups) and not the area's first screen,
 * and exactly one section is current however the paths nest.
 */

export interface AreaSection {
  /** Stable, for keys and tests. */
  id: string;
  /** The link's words (from the copy catalogue). */
  label: string;
  /** Relative to the area's path: `''` is the area's first screen, `'withdrawn'`, `'groups'`… */
  to: string;
  /** Current only on its own address, never under it. */
  end?: boolean;
}

/** A path without its trailing slashes (`/` stays `/`). */
function trimmed(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** The section's address: the area's path joined with the section's `to`. */
export function sectionHref(areaPath: string, section: AreaSection): string {
  const base = trimmed(areaPath);
  const rest = section.to.replace(/^\/+|\/+$/g, '');
  if (rest === '') return base;
  return base === '/' ? `/${rest}` : `${base}/${rest}`;
}

/**
 * The id of the section the address belongs to, or undefined when it is under none (a screen of
 * the area that no section lists, or another area). Trailing slashes are ignored.
 */
export function currentSectionId(
  pathname: string,
  areaPath: string,
  sections: readonly AreaSection[],
): string | undefined {
  const path = trimmed(pathname);
  let best: { id: string; length: number } | undefined;
  for (const section of sections) {
    const href = sectionHref(areaPath, section);
    const under = href === '/' ? path.startsWith('/') : path.startsWith(`${href}/`);
    const matches = path === href || (!section.end && under);
    if (matches && (!best || href.length > best.length)) best = { id: section.id, length: href.length };
  }
  return best?.id;
}
