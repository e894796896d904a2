/**
 * Stock arithmetic of an order line of goods (issue 40 "an order line of goods names its variant,
 * takes its price, lowers that warehouse's stock; an order over the stock or the maximum quantity
 * is refused …; a refund puts stock back"), without zod: the mock's order placing and refunds
 * read it, and its unit tests hold it. A line ships from one warehouse — the first, in the order
 * the warehouses were added, that holds all of it — and remembers which, so a refund puts the
 * units back where they came from, never more than the line took.
 */
import type { Variant } from './adminProductWords';

export type Stock = Variant['stock'];

/** What a line took, and how much of it a refund has put back so far. */
export interface StockTaken {
  warehouseKey: string;
  quantity: number;
  restocked: number;
}

export const purchaseMessages = {
  chooseVariant: '옵션을 골라 주세요.',
  variantStopped: '판매를 멈춘 옵션이에요. 다른 옵션을 골라 주세요.',
  quantity: '수량은 1개 이상으로 입력해 주세요.',
  overMax: (max: number) => `이 상품은 한 번에 ${max.toLocaleString('ko-KR')}개까지 살 수 있어요.`,
  soldOut: '이 옵션은 품절이에요.',
  /** An item sold without options (a book, say) with no unit left. */
  itemSoldOut: '이 상품은 품절이에요.',
  short: (available: number) => `재고가 부족해요. 이 옵션은 지금 ${available.toLocaleString('ko-KR')}개까지 주문할 수 있어요.`,
} as const;

/** Why an order line cannot be placed: no whole quantity, over the item's maximum, or more than any one warehouse holds. */
export type PurchaseProblem = { kind: 'quantity' } | { kind: 'overMax'; max: number } | { kind: 'short'; available: number };

/**
 * Whether `quantity` units can be ordered now; the problem when not. `stock` is the variant's (a
 * book's or an option-less goods item's is that of its one variant, the item itself), or null for
 * an item that keeps none (a class, a pass): only the quantity rules apply to it.
 */
export function purchaseProblem(quantity: number, maxPurchaseQuantity: number | null, stock: Stock | null, warehouseOrder: readonly string[]): PurchaseProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1) return { kind: 'quantity' };
  if (maxPurchaseQuantity !== null && quantity > maxPurchaseQuantity) return { kind: 'overMax', max: maxPurchaseQuantity };
  if (stock === null || warehouseFor(stock, warehouseOrder, quantity) !== null) return null;
  return { kind: 'short', available: Math.max(0, ...warehouseOrder.map((key) => stock[key] ?? 0)) };
}

/** The problem in the buyer's words; `byOption` when the buyer picked an option (the item itself is said as the item). */
export function purchaseMessage(problem: PurchaseProblem, byOption: boolean): string {
  switch (problem.kind) {
    case 'quantity':
      return purchaseMessages.quantity;
    case 'overMax':
      return purchaseMessages.overMax(problem.max);
    case 'short':
      if (problem.available > 0) return purchaseMessages.short(problem.available);
      return byOption ? purchaseMessages.soldOut : purchaseMessages.itemSoldOut;
  }
}

/** The first warehouse, in `warehouseOrder`, holding all `quantity` units; null when none does. */
export function warehouseFor(stock: Stock, warehouseOrder: readonly string[], quantity: number): string | null {
  return warehouseOrder.find((key) => (stock[key] ?? 0) >= quantity) ?? null;
}

/** The stock once `quantity` units left `warehouseKey` (which holds them: warehouseFor chose it). */
export function takeStock(stock: Stock, warehouseKey: string, quantity: number): Stock {
  const held = stock[warehouseKey] ?? 0;
  if (held < quantity) throw new RangeError(`${warehouseKey} holds ${held}, not ${quantity}`);
  return { ...stock, [warehouseKey]: held - quantity };
}

/**
 * A refund of `quantity` more units of the line: the stock with them back in the warehouse they
 * left, and what the line has had put back now — at most what it took, however the refunds add up.
 */
export function putBack(stock: Stock, taken: StockTaken, quantity: number): { stock: Stock; taken: StockTaken } {
  const back = Math.max(0, Math.min(quantity, taken.quantity - taken.restocked));
  return {
    stock: back === 0 ? stock : { ...stock, [taken.warehouseKey]: (stock[taken.warehouseKey] ?? 0) + back },
    taken: { ...taken, restocked: taken.restocked + back },
  };
}

/** How a buyer reads the variant on an order line: its option values, in the groups' order (none for the item itself). */
export const optionNameOf = (variant: Pick<Variant, 'optionValues'>): string | null => (variant.optionValues.length === 0 ? null : variant.optionValues.join(' / '));

/** A variant no one can order now: stopped, or without a unit in any warehouse. */
export const isVariantSoldOut = (variant: Pick<Variant, 'stock' | 'status'>): boolean =>
  variant.status !== 'ON_SALE' || Object.values(variant.stock).every((units) => units === 0);

/** An item is 품절 when none of its variants (the item itself, for one sold without options) can be ordered. */
export const isSoldOut = (variants: readonly Pick<Variant, 'stock' | 'status'>[]): boolean => variants.every(isVariantSoldOut);
