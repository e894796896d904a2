/**
 * The catalogue's item types and how each is written in a path (issue 28), a module of its own
 * because the CONTENT area's declaration (part of the back-office's first download) needs only
 * these, not the rest of the catalogue's words (adminCatalogueWords.ts re-exports them).
 */

/** The types with a list of their own (courses and packages: the v2 lists). */
export const catalogueTypes = ['KLASS', 'COURSE', 'PACKAGE', 'BOOK', 'GOODS', 'PASS'] as const;
export type CatalogueType = (typeof catalogueTypes)[number];

/** How a type is written in a path: `/admin/contents/books`, `…/catalogue/books`. */
export const catalogueTypePaths = {
  KLASS: 'klasses',
  COURSE: 'courses',
  PACKAGE: 'packages',
  BOOK: 'books',
  GOODS: 'goods',
  PASS: 'passes',
} as const satisfies Record<CatalogueType, string>;
export type CatalogueTypePath = (typeof catalogueTypePaths)[CatalogueType];

export const catalogueTypeOfPath = Object.fromEntries(
  Object.entries(catalogueTypePaths).map(([type, path]) => [path, type]),
) as Record<CatalogueTypePath, CatalogueType>;

/**
 * The types that keep categories of their own; courses and packages are bundles of classes and
 * are filed under the classes' categories.
 */
export const categoryOwnerTypes = ['KLASS', 'BOOK', 'GOODS', 'PASS'] as const;
export type CategoryOwnerType = (typeof categoryOwnerTypes)[number];

export function categoryOwnerOf(type: CatalogueType): CategoryOwnerType {
  return type === 'COURSE' || type === 'PACKAGE' ? 'KLASS' : type;
}
