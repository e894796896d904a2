/**
 * The catalogue's categories, managed (issue 28 "Categories managed (create, rename, reorder,
 * delete with what happens to their items said first)"; backoffice.md §7 Contents "categories").
 * Classes, books, goods and passes each keep their own ordered list; courses and packages are
 * filed under the classes' (adminCatalogueTypes.ts `categoryOwnerOf`). Paths beside the catalogue's
 * lists, `/rest/inventory/admin/tenant/catalogue/{type}/categories…`, CONTENT permission; the
 * PRODUCT area reads the goods' categories through its own call (an operator may hold PRODUCT only).
 *
 * What the server promises:
 * - the list is in display order, each category with how many items of the type (and, for the
 *   classes, of the courses and packages) are filed under it now;
 * - a name is §5 short text (1–30) and unique within its type: 409 `catalogue.category.name_taken`;
 * - a reorder names every category of the type exactly once, or is refused with 409
 *   `selection.changed` (someone added or deleted one meanwhile) and nothing moves;
 * - deleting moves the category's items to the category `moveTo` names first (another of the same
 *   type), then deletes it; the last category of a type cannot be deleted (409
 *   `catalogue.category.last`);
 * - every change is in the change history (record type CATALOGUE_CATEGORY); a deletion that moved
 *   items names them (`touched`), and each moved item's own entry is `partOf` it.
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { catalogueTypePaths, CATEGORY_NAME_MAX, CATEGORY_NAME_MIN } from './adminCatalogueWords';
import { defineEndpoint } from './endpoint';

const base = '/rest/inventory/admin/tenant/catalogue';
const access = { side: 'operator', permission: 'CONTENT' } as const;

/** The types that own categories, as written in a path. */
export const categoryOwnerPathSchema = z.enum([catalogueTypePaths.KLASS, catalogueTypePaths.BOOK, catalogueTypePaths.GOODS, catalogueTypePaths.PASS]);

export const catalogueCategorySchema = z.object({
  categoryKey: z.string(),
  name: z.string(),
  /** Items filed under it now. */
  itemCount: z.number().check(z.int(), z.gte(0)),
});
export type CatalogueCategoryRow = z.infer<typeof catalogueCategorySchema>;

export const catalogueCategoryListSchema = z.object({ items: z.array(catalogueCategorySchema) });

const categoryName = boundedText({ min: CATEGORY_NAME_MIN, max: CATEGORY_NAME_MAX });
const ownerParams = z.object({ type: categoryOwnerPathSchema });
const categoryParams = z.object({ type: categoryOwnerPathSchema, categoryKey: z.string().check(z.minLength(1)) });

export const catalogueCategories = defineEndpoint({
  id: 'adminCatalogueCategory.categories',
  method: 'GET',
  path: `${base}/{type}/categories`,
  auth: 'required',
  access,
  params: ownerParams,
  response: catalogueCategoryListSchema,
  summary: "A type's categories in display order, each with its item count.",
});

export const createCatalogueCategory = defineEndpoint({
  id: 'adminCatalogueCategory.create',
  method: 'POST',
  path: `${base}/{type}/categories`,
  auth: 'required',
  access,
  params: ownerParams,
  body: z.object({ name: categoryName }),
  response: catalogueCategorySchema,
  summary: 'A new category, last in the order; 409 catalogue.category.name_taken when the type has one by that name.',
});

export const renameCatalogueCategory = defineEndpoint({
  id: 'adminCatalogueCategory.rename',
  method: 'PUT',
  path: `${base}/{type}/categories/{categoryKey}`,
  auth: 'required',
  access,
  params: categoryParams,
  body: z.object({ name: categoryName }),
  response: catalogueCategorySchema,
  summary: 'Rename a category; 409 catalogue.category.name_taken, 404 request.not_found.',
});

export const reorderCatalogueCategories = defineEndpoint({
  id: 'adminCatalogueCategory.reorder',
  method: 'PUT',
  path: `${base}/{type}/categories/order`,
  auth: 'required',
  access,
  params: ownerParams,
  body: z.object({ categoryKeys: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  response: catalogueCategoryListSchema,
  summary: "Put a type's categories in this order (every one exactly once); 409 selection.changed otherwise, nothing moved.",
});

export const deleteCatalogueCategory = defineEndpoint({
  id: 'adminCatalogueCategory.delete',
  method: 'DELETE',
  path: `${base}/{type}/categories/{categoryKey}`,
  auth: 'required',
  access,
  params: categoryParams,
  query: z.object({ moveTo: z.string().check(z.minLength(1)) }),
  response: z.object({ movedCount: z.number().check(z.int(), z.gte(0)) }),
  summary:
    "Move a category's items to `moveTo` (another category of the type), then delete it; 409 catalogue.category.last for a type’s only category, 404 request.not_found for either key, 400 request.invalid when moveTo is the category itself.",
});

export const adminCatalogueCategoryEndpoints = {
  catalogueCategories,
  createCatalogueCategory,
  renameCatalogueCategory,
  reorderCatalogueCategories,
  deleteCatalogueCategory,
};
