/**
 * The seed order rule (order.ts): an area seeds after every area whose collections it needs; a
 * cycle or a need nobody declares fails and names what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { seedOrder } from './order';

const owners = new Map([
  ['tenants', 'tenant'],
  ['accounts', 'account'],
  ['orders', 'backoffice/orders'],
  ['shipments', 'backoffice/shipping'],
  ['loose', 'document'],
]);

describe('seedOrder', () => {
  it('puts each area after the areas that declare the collections it needs', () => {
    const order = seedOrder(
      [
        { name: 'backoffice/shipping', needs: ['orders'] },
        { name: 'backoffice/orders', needs: ['accounts'] },
        { name: 'account', needs: ['tenants'] },
        { name: 'tenant', needs: [] },
      ],
      owners,
    );
    expect(order).toEqual(['tenant', 'account', 'backoffice/orders', 'backoffice/shipping']);
  });

  it('lets the tie-break order only areas free to go', () => {
    const nodes = [
      { name: 'account', needs: ['tenants'] },
      { name: 'tenant', needs: [] },
      { name: 'backoffice/orders', needs: [] },
    ];
    expect(seedOrder(nodes, owners)).toEqual(['backoffice/orders', 'tenant', 'account']);
    expect(seedOrder(nodes, owners, (a, b) => b.localeCompare(a))).toEqual(['tenant', 'backoffice/orders', 'account']);
  });

  it('ignores an area needing its own collections', () => {
    expect(seedOrder([{ name: 'account', needs: ['accounts'] }], owners)).toEqual(['account']);
  });

  it('fails on a cycle, naming the areas in it', () => {
    expect(() =>
      seedOrder(
        [
          { name: 'tenant', needs: ['accounts'] },
          { name: 'account', needs: ['tenants'] },
        ],
        owners,
      ),
    ).toThrow(/cycle: .*tenant ← account.*account ← tenant|cycle: .*account ← tenant.*tenant ← account/);
  });

  it('fails on a collection no area declares', () => {
    expect(() => seedOrder([{ name: 'account', needs: ['coupons'] }], owners)).toThrow('account needs "coupons", which no area declares');
  });

  it('fails on a collection whose area has no seed', () => {
    expect(() => seedOrder([{ name: 'account', needs: ['loose'] }], owners)).toThrow('account needs "loose" of document, which has no seed');
  });
});
