/**
 * Which column of the file feeds which field of the screen (issue 15, part 5). The screen declares
 * its columns (a key, the headers it accepts in Korean and English, whether it is required); the
 * kit matches the file's headers to them on its own, and the operator can change any match.
 *
 * Headers are compared loosely, the way operators type them: trimmed, case-insensitive, and
 * ignoring spaces, underscores, hyphens and dots ("E-mail", "e_mail", " 이메일 " all match).
 */

export interface ImportColumn<K extends string = string> {
  key: K;
  /** The column's name as the mapping and the error list show it, e.g. "이메일". */
  label: string;
  /** Other headers accepted for it ("email", "e-mail", "메일 주소"); the label is accepted too. */
  aliases?: readonly string[];
  required?: boolean;
  /** A secret (an initial password): never shown on screen, its cells masked in the error list. */
  secret?: boolean;
}

/** Column key → index of the file's header that feeds it, or null when no header does. */
export type ImportMapping<K extends string = string> = Record<K, number | null>;

export function normalizeHeader(header: string): string {
  return header.trim().toLowerCase().replace(/[\s_\-.]+/g, '');
}

/**
 * Each column takes the first header that matches its label or one of its aliases; a header feeds
 * at most one column (the earlier-declared column wins), so two columns never read the same data.
 */
export function autoMatch<K extends string>(headers: readonly string[], columns: readonly ImportColumn<K>[]): ImportMapping<K> {
  const normalized = headers.map(normalizeHeader);
  const taken = new Set<number>();
  const mapping = {} as ImportMapping<K>;
  for (const column of columns) {
    const names = new Set([column.label, ...(column.aliases ?? [])].map(normalizeHeader));
    const index = normalized.findIndex((header, at) => !taken.has(at) && header !== '' && names.has(header));
    mapping[column.key] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return mapping;
}

/**
 * The operator points a column at a header (or at none). A header moved to another column leaves
 * the column it fed, keeping the one-header-one-column rule of `autoMatch`.
 */
export function remap<K extends string>(mapping: ImportMapping<K>, key: NoInfer<K>, index: number | null): ImportMapping<K> {
  const next = { ...mapping };
  if (index !== null) {
    for (const other of Object.keys(next) as K[]) if (next[other] === index) next[other] = null;
  }
  next[key] = index;
  return next;
}

/** The required columns no header feeds: the dry run cannot start until this is empty. */
export function missingRequired<K extends string>(mapping: ImportMapping<K>, columns: readonly ImportColumn<K>[]): ImportColumn<K>[] {
  return columns.filter((column) => column.required && mapping[column.key] === null);
}
