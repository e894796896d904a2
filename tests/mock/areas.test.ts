/**
 * The mock's areas are found, not listed (mocks/areas.ts, database.ts): these rules keep the
 * finding safe. Two handlers for one method and path would make the answer depend on discovery
 * order; two areas naming one collection would overwrite each other; and the world must be the
 * same whichever order the seeds run in among areas free to go, so no seed draws on another's
 * leftovers without declaring it.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mockAreas } from '@mocks/areas';
import { collectionOwners, db, gatherCollections } from '@mocks/db/database';
import { seedDatabase, seedDatabaseWith, seedingOrder } from '@mocks/db/seed';
import { duplicateRoutes, inMatchOrder } from '@mocks/engine/handlerOrder';
import { allHandlers } from '@mocks/handlers';

describe('the mock areas', () => {
  it('are found from their folders', () => {
    expect(mockAreas.map((area) => area.name)).toEqual(
      expect.arrayContaining(['account', 'inventory', 'tenant', 'backoffice/members', 'backoffice/orders', 'backoffice/shipping']),
    );
  });

  it('answer each method and path with one handler', () => {
    expect(duplicateRoutes(allHandlers())).toEqual([]);
  });

  it('are tried most specific path first', () => {
    const handlers = allHandlers();
    expect(inMatchOrder(handlers)).toEqual(handlers);
  });
});

describe('the mock database', () => {
  it('holds every collection of every collections.ts, each owned by one area', () => {
    expect(Object.keys(db).sort()).toEqual([...collectionOwners.keys()].sort());
    expect(collectionOwners.get('orders')).toBe('backoffice/orders');
    expect(collectionOwners.get('accounts')).toBe('account');
  });

  it('refuses two areas declaring one collection', () => {
    const collection = { all: () => [] };
    expect(() =>
      gatherCollections({
        '../coupons/collections.ts': { couponCollections: { coupons: collection } },
        '../backoffice/coupons/collections.ts': { couponCollections: { coupons: collection } },
      }),
    ).toThrow('the collection "coupons" is declared by both coupons and backoffice/coupons');
  });
});

describe('the seed', () => {
  /** The whole world, record by record, in collection order. */
  function worldDigest(): string {
    const hash = createHash('sha256');
    for (const [name, collection] of Object.entries(db as unknown as Record<string, { all(): unknown[] }>).sort()) {
      hash.update(name);
      for (const record of collection.all()) hash.update(JSON.stringify(record));
    }
    return hash.digest('hex');
  }

  afterAll(async () => {
    vi.useRealTimers();
    await seedDatabase();
  });

  it('runs every area after the areas whose collections it needs', () => {
    const order = seedingOrder();
    for (const area of mockAreas) {
      for (const need of area.seed?.needs ?? []) {
        const owner = collectionOwners.get(need);
        if (owner !== area.name) expect(order.indexOf(owner ?? '')).toBeLessThan(order.indexOf(area.name));
      }
    }
  });

  it('makes the same world whichever order the areas free to go take', async () => {
    expect(seedingOrder((a, b) => b.localeCompare(a))).not.toEqual(seedingOrder());
    // Seeded records carry dates relative to now: one instant for both worlds.
    vi.useFakeTimers({ now: Date.parse('2026-11-28T00:00:00.000Z'), toFake: ['Date'] });
    await seedDatabase();
    const byName = worldDigest();
    await seedDatabaseWith((a, b) => b.localeCompare(a));
    expect(worldDigest()).toBe(byName);
  }, 60_000);
});
