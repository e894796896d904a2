/**
 * Stock moved by orders (issue 40): an order line of a book or goods item takes its variant's
 * units (the item itself's, when it has no options) from one warehouse (adminProductStock.ts
 * chooses it and refuses what does not fit, in Korean), and a refund of the line puts them back
 * there. The variant set's version moves with its stock, so a
 * grid opened before the order is told it is stale instead of saving the old stock over it.
 */
import type { PublicItemStock } from '@app/shared/api/contract/sitePage';
import { isSoldOut, isVariantSoldOut, optionNameOf, purchaseMessage, purchaseMessages, purchaseProblem, putBack, takeStock, warehouseFor, type PurchaseProblem } from '@app/shared/api/contract/adminProductStock';
import { generateVariants, isItemItself, type Variant } from '@app/shared/api/contract/adminProductWords';
import { db } from '@mocks/db/database';
import type { ProductRecord, VariantSetRecord } from './collections';
import { productError, warehouseRefs } from './warehouses';

/**
 * A book's or goods item's variant set: the stored one, or — for an item saved before it had any
 * (a new one) — the item itself as one variant holding no stock yet. The one variant of an item
 * without options sells at the item's price and sale status (isItemItself), so those are read from
 * the item, never from what a save sent.
 */
export function variantSetOf(product: Pick<ProductRecord, 'itemKey' | 'catalogue'>): VariantSetRecord {
  const stored = db.catalogueVariants.findFirst((q) => q.where({ itemKey: product.itemKey }));
  const set = stored ?? { itemKey: product.itemKey, optionGroups: [], variants: generateVariants([], [], [], { skuPrefix: product.itemKey.toUpperCase(), price: product.catalogue.price }), version: 1 };
  if (!isItemItself(set.optionGroups)) return set;
  return { ...set, variants: set.variants.map((variant) => ({ ...variant, price: product.catalogue.price, status: 'ON_SALE' as const })) };
}

/** A book's or goods item's stock as the learner's item page reads it; null for any other item. */
export function publicStockOf(itemKey: string): PublicItemStock | null {
  const product = db.catalogueProducts.findFirst((q) => q.where({ itemKey }));
  if (!product || (product.type !== 'BOOK' && product.type !== 'GOODS')) return null;
  const set = variantSetOf(product);
  const options = isItemItself(set.optionGroups)
    ? []
    : set.variants.filter((variant) => variant.status === 'ON_SALE').map((variant) => ({ name: optionNameOf(variant) ?? '', soldOut: isVariantSoldOut(variant) }));
  return { soldOut: isSoldOut(set.variants), options };
}

/** The variant an order names, and whether the buyer picked it by its options (not for the item itself). */
export interface OrderedVariant {
  variant: Variant;
  byOption: boolean;
}

/**
 * The variant an order of a book or goods item takes its units from: the one its `sku` names among
 * the options, or the item itself when it has none (no SKU needed).
 */
export function orderedVariant(product: ProductRecord, sku: string | undefined): OrderedVariant {
  const set = variantSetOf(product);
  const [only] = set.variants;
  if (isItemItself(set.optionGroups) && only && (sku === undefined || sku === only.sku)) return { variant: only, byOption: false };
  const variant = sku === undefined ? undefined : set.variants.find((candidate) => candidate.sku === sku);
  if (!variant || variant.status !== 'ON_SALE') {
    throw productError('variantRequired', variant ? purchaseMessages.variantStopped : purchaseMessages.chooseVariant, { itemKey: product.itemKey, sku: sku ?? null });
  }
  return { variant, byOption: true };
}

function refusal(problem: PurchaseProblem, byOption: boolean) {
  const data = problem.kind === 'overMax' ? { maxPurchaseQuantity: problem.max } : problem.kind === 'short' ? { available: problem.available } : null;
  return productError(problem.kind === 'short' ? 'stockShort' : 'quantityOverMax', purchaseMessage(problem, byOption), data);
}

/** Refuses `quantity` of the item (and its variant) in words when it is over the maximum or the stock. */
export function checkPurchase(quantity: number, maxPurchaseQuantity: number | null, ordered: OrderedVariant | null): void {
  const order = warehouseRefs().map((warehouse) => warehouse.warehouseKey);
  const problem = purchaseProblem(quantity, maxPurchaseQuantity, ordered?.variant.stock ?? null, order);
  if (problem) throw refusal(problem, ordered?.byOption ?? false);
}

/** Stores the set with the variant's stock changed (created, for an item that had no set stored yet). */
async function saveStock(set: VariantSetRecord, sku: string, change: (stock: Variant['stock']) => Variant['stock']): Promise<void> {
  const next: VariantSetRecord = {
    ...set,
    variants: set.variants.map((variant) => (variant.sku === sku ? { ...variant, stock: change(variant.stock) } : variant)),
    version: set.version + 1,
  };
  const stored = db.catalogueVariants.findFirst((q) => q.where({ itemKey: set.itemKey }));
  if (stored) await db.catalogueVariants.update((q) => q.where({ itemKey: set.itemKey }), { data: (draft) => void Object.assign(draft, next) });
  else await db.catalogueVariants.create(next);
}

/** Takes the line's units from the first warehouse holding them all (checkPurchase made sure one does). */
export async function takeOrderStock(orderItemKey: string, product: ProductRecord, ordered: OrderedVariant, quantity: number): Promise<void> {
  const { variant } = ordered;
  const warehouseKey = warehouseFor(variant.stock, warehouseRefs().map((warehouse) => warehouse.warehouseKey), quantity);
  if (warehouseKey === null) throw refusal({ kind: 'short', available: 0 }, ordered.byOption);
  await saveStock(variantSetOf(product), variant.sku, (stock) => takeStock(stock, warehouseKey, quantity));
  await db.catalogueStockMoves.create({ orderItemKey, itemKey: product.itemKey, sku: variant.sku, warehouseKey, quantity, restocked: 0 });
}

/** A refund's lines (order item key and quantity refunded now) put back where they were taken from. */
export async function restockRefunded(lines: readonly { itemKey: string; quantity: number }[]): Promise<void> {
  for (const line of lines) {
    const move = db.catalogueStockMoves.findFirst((q) => q.where({ orderItemKey: line.itemKey }));
    const set = move ? db.catalogueVariants.findFirst((q) => q.where({ itemKey: move.itemKey })) : undefined;
    // A line of a class, course, package or pass moved no stock.
    if (!move || !set) continue;
    const variant = set.variants.find((candidate) => candidate.sku === move.sku);
    // A variant removed from the grid since has no stock to put back into.
    if (!variant) continue;
    const { stock, taken } = putBack(variant.stock, move, line.quantity);
    await saveStock(set, move.sku, () => stock);
    await db.catalogueStockMoves.update((q) => q.where({ orderItemKey: line.itemKey }), { data: (draft) => void (draft.restocked = taken.restocked) });
  }
}
