/**
 * Stock arithmetic with refunds (issue 40 "Unit tests: … stock arithmetic with refunds"): a line
 * ships from the first warehouse holding all of it and lowers only that one; an order over the
 * stock or the maximum quantity is refused in words; a refund puts the units back where they came
 * from, a partial refund part of them, and refunds together never put back more than was taken.
 */
import { describe, expect, it } from 'vitest';
import { isSoldOut, optionNameOf, purchaseMessage, purchaseProblem, putBack, takeStock, warehouseFor, type StockTaken } from './adminProductStock';

const order = ['wh-icheon', 'wh-busan', 'wh-0003'];

describe('taking stock for an order line', () => {
  it('“lowers that warehouse’s stock”: the first warehouse holding the whole line, and only it', () => {
    const stock = { 'wh-icheon': 2, 'wh-busan': 5 };
    expect(warehouseFor(stock, order, 2)).toBe('wh-icheon');
    expect(warehouseFor(stock, order, 3)).toBe('wh-busan');
    expect(takeStock(stock, 'wh-busan', 3)).toEqual({ 'wh-icheon': 2, 'wh-busan': 2 });
    // The stock it was given is not changed.
    expect(stock).toEqual({ 'wh-icheon': 2, 'wh-busan': 5 });
  });

  it('a warehouse added after the stock was saved holds none', () => {
    expect(warehouseFor({ 'wh-icheon': 1 }, order, 2)).toBeNull();
    expect(() => takeStock({ 'wh-icheon': 1 }, 'wh-0003', 1)).toThrow(RangeError);
  });
});

describe('“an order over the stock or the maximum quantity is refused … with a Korean message”', () => {
  const stock = { 'wh-icheon': 3, 'wh-busan': 4 };

  it('over what any one warehouse holds: says how many can be ordered, or that it is sold out', () => {
    const short = purchaseProblem(5, null, stock, order);
    expect(short).toEqual({ kind: 'short', available: 4 });
    expect(short && purchaseMessage(short, true)).toBe('재고가 부족해요. 이 옵션은 지금 4개까지 주문할 수 있어요.');
    const soldOut = purchaseProblem(1, null, { 'wh-icheon': 0 }, order);
    expect(soldOut && purchaseMessage(soldOut, true)).toBe('이 옵션은 품절이에요.');
    // A book (the item itself, no option picked) is said as the item.
    expect(soldOut && purchaseMessage(soldOut, false)).toBe('이 상품은 품절이에요.');
  });

  it('over the maximum purchase quantity, before the stock is looked at', () => {
    const over = purchaseProblem(3, 2, stock, order);
    expect(over).toEqual({ kind: 'overMax', max: 2 });
    expect(over && purchaseMessage(over, true)).toBe('이 상품은 한 번에 2개까지 살 수 있어요.');
  });

  it('no whole quantity of one or more', () => {
    expect(purchaseProblem(0, null, stock, order)).toEqual({ kind: 'quantity' });
    expect(purchaseProblem(1.5, null, stock, order)).toEqual({ kind: 'quantity' });
  });

  it('what fits is not refused; an item keeping no stock is held only to the quantity rules', () => {
    expect(purchaseProblem(4, 4, stock, order)).toBeNull();
    expect(purchaseProblem(9, null, null, order)).toBeNull();
    expect(purchaseProblem(9, 5, null, order)).toEqual({ kind: 'overMax', max: 5 });
  });
});

describe('“a refund puts stock back”', () => {
  const taken: StockTaken = { warehouseKey: 'wh-busan', quantity: 3, restocked: 0 };

  it('in the warehouse the line left, all of it on a whole refund', () => {
    const after = takeStock({ 'wh-icheon': 10, 'wh-busan': 5 }, 'wh-busan', 3);
    const { stock, taken: now } = putBack(after, taken, 3);
    expect(stock).toEqual({ 'wh-icheon': 10, 'wh-busan': 5 });
    expect(now.restocked).toBe(3);
  });

  it('part of it on a partial refund, the rest on the next; never more than was taken', () => {
    const first = putBack({ 'wh-busan': 2 }, taken, 1);
    expect(first.stock).toEqual({ 'wh-busan': 3 });
    const second = putBack(first.stock, first.taken, 5);
    expect(second.stock).toEqual({ 'wh-busan': 5 });
    expect(second.taken).toEqual({ warehouseKey: 'wh-busan', quantity: 3, restocked: 3 });
    const third = putBack(second.stock, second.taken, 1);
    expect(third.stock).toBe(second.stock);
  });

  it('stock sold meanwhile stays sold: the refund adds to what is there now', () => {
    expect(putBack({ 'wh-busan': 0 }, taken, 2).stock).toEqual({ 'wh-busan': 2 });
  });
});

it('an order line names its variant by its option values, in the groups’ order; the item itself by none', () => {
  expect(optionNameOf({ optionValues: ['네이비', 'L'] })).toBe('네이비 / L');
  expect(optionNameOf({ optionValues: [] })).toBeNull();
});

describe('“the learner’s product page says 품절 when it is 0”', () => {
  it('an item is sold out when no variant on sale holds a unit in any warehouse', () => {
    expect(isSoldOut([{ stock: { 'wh-icheon': 0, 'wh-busan': 0 }, status: 'ON_SALE' }])).toBe(true);
    expect(isSoldOut([{ stock: {}, status: 'ON_SALE' }])).toBe(true);
    expect(isSoldOut([{ stock: { 'wh-icheon': 0, 'wh-busan': 1 }, status: 'ON_SALE' }])).toBe(false);
  });

  it('units of a stopped option do not keep the item on sale; one option with units does', () => {
    const stopped = { stock: { 'wh-icheon': 9 }, status: 'STOPPED' as const };
    const empty = { stock: { 'wh-icheon': 0 }, status: 'ON_SALE' as const };
    expect(isSoldOut([stopped, empty])).toBe(true);
    expect(isSoldOut([empty, { stock: { 'wh-busan': 2 }, status: 'ON_SALE' }])).toBe(false);
  });
});
