/**
 * The catalogue's own collections (issue 28): books, goods and passes, the goods' option
 * groups and variants, the categories of every type, the warehouses stock is kept in and what
 * each order line took from them (issue 40). Books, goods and passes carry their sales info in
 * the same shape a class carries on its inventory record (`catalogue`), so one list, one edit and
 * one display-state change serve every type. Classes, courses and packages stay in the inventory
 * area's collections (their learner side reads them); this area reads and writes their
 * `catalogue` field there.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { CatalogueSale } from '@app/shared/api/contract/adminCatalogue';
import { categoryOwnerTypes } from '@app/shared/api/contract/adminCatalogueWords';
import type { OptionGroup, Variant } from '@app/shared/api/contract/adminProductWords';

export type ProductType = 'BOOK' | 'GOODS' | 'PASS';

export interface ProductRecord {
  itemKey: string;
  type: ProductType;
  title: string;
  /** A pass's period of use in days; null for books and goods. */
  periodDays: number | null;
  /** The options a buyer picks from (a goods item's colours, say); empty when there are none. */
  optionNames: readonly string[];
  /** The cover an operator uploaded (a data URL of the stored image); null until then. */
  coverImageUrl: string | null;
  catalogue: CatalogueSale;
}

/**
 * Checked as an object only, as the orders and coupons are: parsing hundreds of full records at
 * every process's first seed costs time for nothing; the seed test parses them with the contract.
 */
const productRecordSchema = z.custom<ProductRecord>((value) => typeof value === 'object' && value !== null && 'itemKey' in value);

/** A product's option groups and variants, saved whole (a product without a record has none). */
export interface VariantSetRecord {
  itemKey: string;
  optionGroups: readonly OptionGroup[];
  variants: readonly Variant[];
  version: number;
}

const variantSetRecordSchema = z.custom<VariantSetRecord>((value) => typeof value === 'object' && value !== null && 'variants' in value);

/**
 * A warehouse stock is kept in (issue 40: data, added and renamed under PRODUCT); the variants
 * count their stock by its key, so a rename touches only this record.
 */
export const warehouseRecordSchema = z.object({
  warehouseKey: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WarehouseRecord = z.infer<typeof warehouseRecordSchema>;

/**
 * The units an order line of goods took from a warehouse (issue 40), so a refund puts them back
 * where they came from; `restocked` is how many refunds have put back so far.
 */
export const stockMoveRecordSchema = z.object({
  orderItemKey: z.string(),
  itemKey: z.string(),
  sku: z.string(),
  warehouseKey: z.string(),
  quantity: z.number().check(z.int(), z.gte(1)),
  restocked: z.number().check(z.int(), z.gte(0)),
});
export type StockMoveRecord = z.infer<typeof stockMoveRecordSchema>;

/** A category of an owner type; `order` is its place in the type's list, from 0. */
export const categoryRecordSchema = z.object({
  categoryKey: z.string(),
  owner: z.enum(categoryOwnerTypes),
  name: z.string(),
  order: z.number().check(z.int(), z.gte(0)),
});
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

export const catalogueCollections = {
  catalogueProducts: new Collection({ schema: productRecordSchema }),
  catalogueVariants: new Collection({ schema: variantSetRecordSchema }),
  catalogueCategories: new Collection({ schema: categoryRecordSchema }),
  catalogueWarehouses: new Collection({ schema: warehouseRecordSchema }),
  catalogueStockMoves: new Collection({ schema: stockMoveRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof catalogueCollections> {}
}
