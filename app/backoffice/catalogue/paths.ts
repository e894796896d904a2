/**
 * Where the catalogue screens live under the CONTENT area (its path in the area table; the routes,
 * relative, are in contents/area.tsx): a type's list at `/admin/contents/{type path}` (classes
 * are the area's first screen, `/admin/contents`), an item's edit at `…/{type path}/{itemKey}`, a
 * new one's form at `…/{type path}/new`;
 * and under the PRODUCT area (products/area.tsx) a product's variants at `/admin/products/{itemKey}`,
 * its books' list at `/admin/products/books`.
 */
import { catalogueTypePaths, type BundleType, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import { areaById } from '../access/areas';

export const contentsPath = (): string => areaById('CONTENT').path;
export const catalogueListPath = (type: CatalogueType): string => (type === 'KLASS' ? contentsPath() : `${contentsPath()}/${catalogueTypePaths[type]}`);
export const catalogueItemPath = (type: CatalogueType, itemKey: string): string =>
  `${contentsPath()}/${catalogueTypePaths[type]}/${encodeURIComponent(itemKey)}`;

export const catalogueCreatePath = (type: CatalogueType): string => `${contentsPath()}/${catalogueTypePaths[type]}/new`;

export const bundleComposerPath = (type: BundleType, itemKey: string): string => `${catalogueItemPath(type, itemKey)}/klasses`;

export const productsPath = (): string => areaById('PRODUCT').path;
export const productVariantsPath = (itemKey: string): string => `${productsPath()}/${encodeURIComponent(itemKey)}`;
/** The PRODUCT area's books, beside its goods (the area's first screen). */
export const productBooksPath = (): string => `${productsPath()}/books`;
