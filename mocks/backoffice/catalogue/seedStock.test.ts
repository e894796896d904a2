/**
 * The seeded stock agrees with the seeded orders and refunds (issue 40 "stock = initial − sold +
 * refunded per variant and warehouse"): read from the world as seeded, each variant's stock in
 * each warehouse is what it was received with, less the units of every seeded order line that
 * took from there, plus what that line's refunds put back; every book and goods line of an order
 * that was not refused took its units, and only those did; and a refund of a seeded order puts
 * its units back where they left.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isSoldOut } from '@app/shared/api/contract/adminProductStock';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import { orderSeed } from '@mocks/backoffice/orders/seed';
import { productFixtures } from './seed';
import { seededStock, variantKey } from './seedStock';
import { restockRefunded } from './stock';

const SOLD_TYPES = new Set(['BOOK', 'GOODS']);

describe('seeded stock and seeded orders', () => {
  beforeAll(seedDatabase);

  it('“stock = initial − sold + refunded per variant and warehouse”', () => {
    const { initial } = seededStock(orderSeed());
    const moved = new Map<string, number>();
    for (const move of db.catalogueStockMoves.all()) {
      const at = `${variantKey(move.itemKey, move.sku)}@${move.warehouseKey}`;
      moved.set(at, (moved.get(at) ?? 0) - move.quantity + move.restocked);
    }
    let checked = 0;
    const wrong: string[] = [];
    for (const set of db.catalogueVariants.all()) {
      for (const variant of set.variants) {
        const received = initial.get(variantKey(set.itemKey, variant.sku));
        expect(received, `${set.itemKey} ${variant.sku}`).toBeDefined();
        for (const warehouseKey of ['wh-icheon', 'wh-busan']) {
          const expected = (received?.[warehouseKey] ?? 0) + (moved.get(`${variantKey(set.itemKey, variant.sku)}@${warehouseKey}`) ?? 0);
          if (variant.stock[warehouseKey] !== expected) wrong.push(`${variant.sku}@${warehouseKey}: ${variant.stock[warehouseKey]} ≠ ${expected}`);
          checked += 1;
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every book and goods item has its stock: 300 + 300 generated and the fixtures, in two warehouses.
    expect(checked).toBeGreaterThan(1_200);
  });

  it('every book and goods line of an order not refused took its units (its option’s, or the item’s own); its refunds put back what they refunded', () => {
    const moves = new Map(db.catalogueStockMoves.all().map((move) => [move.orderItemKey, move]));
    const sets = new Map(db.catalogueVariants.all().map((set) => [set.itemKey, set]));
    const wrong: string[] = [];
    let lines = 0;
    for (const order of db.orders.all()) {
      for (const line of order.transactionInfo.orderItems) {
        const move = moves.get(line.itemKey);
        if (order.status === 'FAILED' || !SOLD_TYPES.has(line.type)) {
          if (move) wrong.push(`${line.itemKey} (${order.status} ${line.type}) moved stock`);
          continue;
        }
        lines += 1;
        const variant = sets.get(line.productKey)?.variants.find((candidate) => candidate.sku === move?.sku);
        if (!move || !variant) wrong.push(`${line.itemKey}: no move`);
        else if (move.quantity !== line.quantity || move.restocked !== line.refundedQuantity || (variant.optionValues.join(' / ') || null) !== line.optionName) {
          wrong.push(`${line.itemKey}: ${JSON.stringify(move)} for ${line.quantity} (${line.refundedQuantity} refunded) of ${line.optionName}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(lines).toBeGreaterThan(1_000);
    expect(db.catalogueStockMoves.all().some((move) => move.restocked > 0)).toBe(true);
  });

  it('no warehouse ran short along the way; the sold-out book has no unit left anywhere', () => {
    expect(db.catalogueVariants.all().every((set) => set.variants.every((variant) => Object.values(variant.stock).every((units) => units >= 0)))).toBe(true);
    const book = db.catalogueVariants.findFirst((q) => q.where({ itemKey: productFixtures.soldOutBook }));
    expect(book && isSoldOut(book.variants)).toBe(true);
    expect(db.catalogueStockMoves.all().some((move) => move.itemKey === productFixtures.soldOutBook)).toBe(true);
  });

  it('a refund of a seeded order puts its units back in the warehouse they left', async () => {
    const move = db.catalogueStockMoves.all().find((candidate) => candidate.restocked < candidate.quantity);
    if (!move) throw new Error('a seeded line with units left to refund');
    const before = db.catalogueVariants.findFirst((q) => q.where({ itemKey: move.itemKey }))?.variants.find((variant) => variant.sku === move.sku)?.stock[move.warehouseKey] ?? 0;
    await restockRefunded([{ itemKey: move.orderItemKey, quantity: 1 }]);
    const after = db.catalogueVariants.findFirst((q) => q.where({ itemKey: move.itemKey }))?.variants.find((variant) => variant.sku === move.sku)?.stock[move.warehouseKey];
    expect(after).toBe(before + 1);
    await seedDatabase();
  });
});
