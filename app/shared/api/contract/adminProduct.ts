/**
 * Back-office product sales calls (issue 28; backoffice.md §2 "variants and stock", §7 Product
 * "variants, price, status, option groups, stock per warehouse"): a product's option groups and
 * variants, read and saved whole. The paths are chosen in the learner style under
 * `/rest/product/admin/tenant/products`, and need the PRODUCT permission: the goods listed as the
 * catalogue lists them (an operator may hold PRODUCT without CONTENT), and each one's variants.
 *
 * What the server promises:
 * - the variants are exactly the combinations of the groups, in order (the first group varying
 *   slowest), each with its price, SKU (unique in the product), stock per warehouse and status —
 *   refused otherwise with 400 request.invalid and the rule's message (adminProductWords.ts);
 * - stock is counted per warehouse key of the tenant's warehouses (issue 40: data, answered with
 *   the variants); a key of no warehouse answers 400 `product.warehouse.unknown`;
 * - a save carries the `version` it was based on; another version answers 409
 *   `catalogue.version.conflict` (nothing saved, `data.version` the current one);
 * - a save is in the product's change history (record type CATALOGUE_ITEM: groups and count).
 */
import { z } from 'zod/mini';
import {
  catalogueFilterSchema,
  catalogueItemSchema,
  catalogueSortFields,
  priceDisplayModeSchema,
  priceSchema,
  salePeriodSchema,
  saleStatusSchema,
  salesTermsShape,
} from './adminCatalogue';
import { catalogueCategoryListSchema } from './adminCatalogueCategory';
import { adminListQuery, adminPageOf } from './adminKit';
import { CATALOGUE_PAGE_SIZE, catalogueRuleMessages, priceProblem, saleStatuses } from './adminCatalogueWords';
import { defineEndpoint } from './endpoint';
import { skuProblem, soldTypes, stockProblem, variantRuleMessages, variantsProblem } from './adminProductWords';

const base = '/rest/product/admin/tenant/products';
const access = { side: 'operator', permission: 'PRODUCT' } as const;

export const optionGroupSchema = z.object({ name: z.string(), values: z.array(z.string()) });

/** Units per warehouse key (the warehouses are data: adminProductWarehouse.ts). */
const stockSchema = z.record(z.string(), z.number().check(z.refine((value) => stockProblem(value) === null, { message: variantRuleMessages.stock })));

export const warehouseRefSchema = z.object({ warehouseKey: z.string(), name: z.string() });

export const variantSchema = z.object({
  optionValues: z.array(z.string()),
  sku: z.string().check(z.refine((value) => skuProblem(value) === null, { message: variantRuleMessages.sku })),
  price: z.number().check(z.refine((value) => priceProblem(value) === null, { message: catalogueRuleMessages.price })),
  stock: stockSchema,
  status: z.enum(saleStatuses),
});

const variantsBody = z
  .object({ optionGroups: z.array(optionGroupSchema), variants: z.array(variantSchema), version: z.number().check(z.int(), z.gte(1)) })
  .check(
    z.superRefine((value, ctx) => {
      const problem = variantsProblem(value.optionGroups, value.variants);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['variants'], input: value });
    }),
  );

export const productVariantsSchema = z.object({
  itemKey: z.string(),
  title: z.string(),
  /** The item's price: a new variant starts from it. */
  price: z.number(),
  optionGroups: z.array(optionGroupSchema),
  variants: z.array(variantSchema),
  /** The tenant's warehouses in the order they were added: the grid's stock columns. */
  warehouses: z.array(warehouseRefSchema),
  version: z.number().check(z.int(), z.gte(1)),
});
export type ProductVariants = z.infer<typeof productVariantsSchema>;

const params = z.object({ itemKey: z.string().check(z.minLength(1)) });
/** Which of the area's types a list or its categories are of: goods unless told (issue 40: books beside them). */
const typeQuery = { type: z.optional(z.enum(soldTypes)) };

export const productItems = defineEndpoint({
  id: 'adminProduct.productItems',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.extend(catalogueFilterSchema, { ...adminListQuery(catalogueSortFields, CATALOGUE_PAGE_SIZE), ...typeQuery }),
  response: adminPageOf(catalogueItemSchema),
  summary: 'The goods (or, `type=BOOK`, the books) whose sales info and variants this area keeps, as the catalogue lists them (20 a page, the same filters), for whoever holds PRODUCT.',
});

export const productVariants = defineEndpoint({
  id: 'adminProduct.productVariants',
  method: 'GET',
  path: `${base}/{itemKey}/variants`,
  auth: 'required',
  access,
  params,
  response: productVariantsSchema,
  summary: 'A product’s option groups and variants (price, SKU, stock per warehouse, status); 404 request.not_found for an unknown product.',
});

export const saveProductVariants = defineEndpoint({
  id: 'adminProduct.saveProductVariants',
  method: 'PUT',
  path: `${base}/{itemKey}/variants`,
  auth: 'required',
  access,
  params,
  body: variantsBody,
  response: productVariantsSchema,
  summary: 'Save the groups and variants whole from the version they were based on; 409 catalogue.version.conflict when stale, 400 request.invalid when they break a rule, 400 product.warehouse.unknown when stock names no warehouse.',
});

export const productCategories = defineEndpoint({
  id: 'adminProduct.productCategories',
  method: 'GET',
  path: `${base}/categories`,
  auth: 'required',
  access,
  query: z.object(typeQuery),
  response: catalogueCategoryListSchema,
  summary: "The goods' (or, `type=BOOK`, the books') categories in display order with their item counts, for the PRODUCT area's filter (the same list the CONTENT area manages).",
});

/**
 * §7 Product "price, status, … maximum purchase quantity, tax type, shipping amount, conditions,
 * sale period" of a book or goods item, which belong to PRODUCT (issue 40): an operator holding
 * PRODUCT and not CONTENT edits them here, from the version they were based on.
 */
export const productSalesBodySchema = z.object({
  saleStatus: saleStatusSchema,
  price: priceSchema,
  priceDisplayMode: priceDisplayModeSchema,
  salePeriod: z.nullable(salePeriodSchema),
  ...salesTermsShape,
  version: z.number().check(z.int(), z.gte(1)),
});
export type ProductSalesBody = z.infer<typeof productSalesBodySchema>;

export const productSales = defineEndpoint({
  id: 'adminProduct.productSales',
  method: 'GET',
  path: `${base}/{itemKey}/sales`,
  auth: 'required',
  access,
  params,
  response: catalogueItemSchema,
  summary: 'A book’s or goods item’s sales info as the catalogue keeps it (PRODUCT access, issue 40); 404 request.not_found for any other key.',
});

export const saveProductSales = defineEndpoint({
  id: 'adminProduct.saveProductSales',
  method: 'PUT',
  path: `${base}/{itemKey}/sales`,
  auth: 'required',
  access,
  params,
  body: productSalesBodySchema,
  response: catalogueItemSchema,
  summary:
    'Save a book’s or goods item’s sale status, price and its zero display, sale period, tax type, shipping fee and free-shipping amount and maximum purchase quantity from the version it was based on (in its change history; new orders take them); 409 catalogue.version.conflict when stale, 400 request.invalid at a refused field.',
});

export const adminProductEndpoints = { productItems, productCategories, productVariants, saveProductVariants, productSales, saveProductSales };
