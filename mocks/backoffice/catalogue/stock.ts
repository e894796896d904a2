/**
 * Stock moved by orders (issue 40): an order line of goods takes its variant's units from one
 * warehouse (adminProductStock.ts chooses it and refuses what does not fit, in Korean), and a
 * refund of the line puts them back there. The variant set's version moves with its stock, so a
 * grid opened before the order is told it is stale instead of saving the old stock over it.
 */
import { purchaseMessage, purchaseMessages, purchaseProblem, putBack, takeStock, warehouseFor, type PurchaseProblem } from '@app/shared/api/contract/adminProductStock';
import type { Variant } from '@app/shared/api/contract/adminProductWords';
import { db } from '@mocks/db/database';
import type { VariantSetRecord } from './collections';
import { productError, warehouseRefs } from './warehouses';

/** The variant an order of `itemKey` names by `sku`; null for an item sold without variants. */
export function orderedVariant(itemKey: string, sku: string | undefined): Variant | null {
  const set = db.catalogueVariants.findFirst((q) => q.where({ itemKey }));
  if (!set || set.variants.length === 0) return null;
  const variant = sku === undefined ? undefined : set.variants.find((candidate) => candidate.sku === sku);
  if (!variant || variant.status !== 'ON_SALE') {
    throw productError('variantRequired', variant ? purchaseMessages.variantStopped : purchaseMessages.chooseVariant, { itemKey, sku: sku ?? null });
  }
  return variant;
}

function refusal(problem: PurchaseProblem) {
  const data = problem.kind === 'overMax' ? { maxPurchaseQuantity: problem.max } : problem.kind === 'short' ? { available: problem.available } : null;
  return productError(problem.kind === 'short' ? 'stockShort' : 'quantityOverMax', purchaseMessage(problem), data);
}

/** Refuses `quantity` of the item (and its variant) in words when it is over the maximum or the stock. */
export function checkPurchase(quantity: number, maxPurchaseQuantity: number | null, variant: Variant | null): void {
  const order = warehouseRefs().map((warehouse) => warehouse.warehouseKey);
  const problem = purchaseProblem(quantity, maxPurchaseQuantity, variant?.stock ?? null, order);
  if (problem) throw refusal(problem);
}

async function saveStock(set: VariantSetRecord, sku: string, change: (stock: Variant['stock']) => Variant['stock']): Promise<void> {
  await db.catalogueVariants.update((q) => q.where({ itemKey: set.itemKey }), {
    data(draft) {
      draft.variants = set.variants.map((variant) => (variant.sku === sku ? { ...variant, stock: change(variant.stock) } : variant));
      draft.version = set.version + 1;
    },
  });
}

/** Takes the line's units from the first warehouse holding them all (checkPurchase made sure one does). */
export async function takeOrderStock(orderItemKey: string, itemKey: string, variant: Variant, quantity: number): Promise<void> {
  const set = db.catalogueVariants.findFirst((q) => q.where({ itemKey }));
  const warehouseKey = warehouseFor(variant.stock, warehouseRefs().map((warehouse) => warehouse.warehouseKey), quantity);
  if (!set || warehouseKey === null) throw refusal({ kind: 'short', available: 0 });
  await saveStock(set, variant.sku, (stock) => takeStock(stock, warehouseKey, quantity));
  await db.catalogueStockMoves.create({ orderItemKey, itemKey, sku: variant.sku, warehouseKey, quantity, restocked: 0 });
}

/** A refund's lines (order item key and quantity refunded now) put back where they were taken from. */
export async function restockRefunded(lines: readonly { itemKey: string; quantity: number }[]): Promise<void> {
  for (const line of lines) {
    const move = db.catalogueStockMoves.findFirst((q) => q.where({ orderItemKey: line.itemKey }));
    const set = move ? db.catalogueVariants.findFirst((q) => q.where({ itemKey: move.itemKey })) : undefined;
    // Lines of the seeded orders and of items without variants moved no stock.
    if (!move || !set) continue;
    const variant = set.variants.find((candidate) => candidate.sku === move.sku);
    // A variant removed from the grid since has no stock to put back into.
    if (!variant) continue;
    const { stock, taken } = putBack(variant.stock, move, line.quantity);
    await saveStock(set, move.sku, () => stock);
    await db.catalogueStockMoves.update((q) => q.where({ orderItemKey: line.itemKey }), { data: (draft) => void (draft.restocked = taken.restocked) });
  }
}
