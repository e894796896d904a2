/**
 * Product sales handlers (`/rest/product/admin/tenant/products/{itemKey}/variants`,
 * adminProduct.ts; issue 28): a product's option groups and variants, read and saved whole from the
 * version they were based on (a stale one refused with `catalogue.version.conflict`; the body's
 * rules are the contract's, checked before this runs). A save is in the product's change history
 * (record type CATALOGUE_ITEM), summed up: the groups, how many variants, the stock in all. A
 * book's or goods item's sales info (issue 40), saved through the catalogue's one write path.
 */
import { adminProductEndpoints } from '@app/shared/api/contract/adminProduct';
import { isItemItself, isSoldType, totalStockOf, unknownWarehouseKeys, variantRuleMessages, type OptionGroup, type SoldType, type Variant } from '@app/shared/api/contract/adminProductWords';
import type { HttpHandler } from 'msw';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { pageOf, select } from '@mocks/engine/query';
import type { ProductRecord, VariantSetRecord } from './collections';
import { catalogueError } from './errors';
import { categoryRows } from './categories';
import { catalogueFilter, catalogueOrder, itemsOf, requireItem, saveItems } from './items';
import { variantSetOf } from './stock';
import { productError, warehouseKeys, warehouseRefs } from './warehouses';

/** A book or goods item: the PRODUCT area keeps their sales info and stock (issue 40); anything else is not one of its. */
function requireProduct(itemKey: string): ProductRecord & { type: SoldType } {
  const product = db.catalogueProducts.findFirst((q) => q.where({ itemKey }));
  if (product && isSoldType(product.type)) return { ...product, type: product.type };
  throw new MockError('notFound', '상품을 찾을 수 없어요.', { itemKey });
}

function answer(product: ProductRecord, set: VariantSetRecord) {
  return {
    itemKey: product.itemKey,
    title: product.title,
    price: product.catalogue.price,
    optionGroups: set.optionGroups.map((group) => ({ name: group.name, values: [...group.values] })),
    variants: set.variants.map((variant) => ({ ...variant, optionValues: [...variant.optionValues], stock: { ...variant.stock } })),
    warehouses: warehouseRefs(),
    version: set.version,
  };
}

/** What the history shows of a variant set. */
function historyState(groups: readonly OptionGroup[], variants: readonly Variant[]) {
  return {
    optionGroups: groups.map((group) => `${group.name}(${group.values.join(', ')})`).join(' × '),
    variantCount: variants.length,
    totalStock: variants.reduce((sum, variant) => sum + totalStockOf(variant), 0),
  };
}

export const adminProductHandlers = {
  productItems: handle(adminProductEndpoints.productItems, ({ query }) =>
    pageOf(select(itemsOf(query.type ?? 'GOODS'), { where: catalogueFilter(query), orderBy: catalogueOrder(query.sort) }), query),
  ),

  productCategories: handle(adminProductEndpoints.productCategories, ({ query }) => ({ items: categoryRows(query.type ?? 'GOODS') })),

  productVariants: handle(adminProductEndpoints.productVariants, ({ params }) => {
    const product = requireProduct(params.itemKey);
    return answer(product, variantSetOf(product));
  }),

  productSales: handle(adminProductEndpoints.productSales, ({ params }) => requireItem(requireProduct(params.itemKey).type, params.itemKey)),

  saveProductSales: handle(adminProductEndpoints.saveProductSales, async ({ params, body, auth }) => {
    const { type } = requireProduct(params.itemKey);
    const item = requireItem(type, params.itemKey);
    const { version, ...sale } = body;
    if (version !== item.version) {
      throw catalogueError('catalogueVersionConflict', '다른 곳에서 먼저 수정했어요. 새로 불러온 뒤 다시 저장해 주세요.', { version: item.version });
    }
    const [saved] = await saveItems(auth, type, [item], sale);
    return saved ?? item;
  }),

  saveProductVariants: handle(adminProductEndpoints.saveProductVariants, async ({ params, body, auth }) => {
    const product = requireProduct(params.itemKey);
    const before = variantSetOf(product);
    if (body.version !== before.version) {
      throw catalogueError('catalogueVersionConflict', '다른 곳에서 먼저 수정했어요. 새로 불러온 뒤 다시 저장해 주세요.', { version: before.version });
    }
    const unknown = unknownWarehouseKeys(body.variants, warehouseKeys());
    if (unknown.length > 0) throw productError('warehouseUnknown', variantRuleMessages.warehouseUnknown, { warehouseKeys: unknown });
    // The item itself sells at the item's price and sale status, whatever the body carried.
    const itself = isItemItself(body.optionGroups);
    const variants = itself ? body.variants.map((variant) => ({ ...variant, price: product.catalogue.price, status: 'ON_SALE' as const })) : body.variants;
    const next: VariantSetRecord = { itemKey: product.itemKey, optionGroups: body.optionGroups, variants, version: before.version + 1 };
    const stored = db.catalogueVariants.findFirst((q) => q.where({ itemKey: product.itemKey }));
    if (stored) await db.catalogueVariants.update((q) => q.where({ itemKey: product.itemKey }), { data: (draft) => void Object.assign(draft, next) });
    else await db.catalogueVariants.create(next);
    await recordChange({
      actor: auth,
      recordType: 'CATALOGUE_ITEM',
      recordKey: product.itemKey,
      recordLabel: product.title,
      action: 'UPDATE',
      before: historyState(before.optionGroups, before.variants),
      after: historyState(next.optionGroups, next.variants),
    });
    return answer(product, next);
  }),
} satisfies Record<keyof typeof adminProductEndpoints, HttpHandler>;
