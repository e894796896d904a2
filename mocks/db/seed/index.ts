/**
 * Deterministic seed: a fixed faker seed and Korean locale, so every run, test and browser starts
 * from the same world. Each area seeds what its area.ts declares, in an order derived from the
 * collections each seed needs (order.ts), so a new area's seed joins by its own declaration.
 * tests/mock/areas.test.ts proves the world does not depend on the order among areas free to go, and that
 * a cycle or an unknown need fails.
 */
import { fakerKO as faker } from '@faker-js/faker';
import { mockAreas } from '@mocks/areas';
import type { MockAreaSeed } from '@mocks/engine/mockArea';
import { clearDatabase, collectionOwners } from '../database';
import { byName, seedOrder, type TieBreak } from './order';

export const FAKER_SEED = 20261122;

/**
 * Raised when a seeded value people rely on changes without changing the world's shape (the
 * logins' passwords, issue 38): a browser's stored world then starts again from the new seed.
 */
export const SEED_REVISION = 2;

const seeds = new Map(
  mockAreas.flatMap((area): [string, MockAreaSeed][] => (area.seed ? [[area.name, area.seed]] : [])),
);

/** The areas' seeds in the order they run (with `tieBreak` among areas free to go). */
export function seedingOrder(tieBreak: TieBreak = byName): string[] {
  return seedOrder(
    [...seeds].map(([name, seed]) => ({ name, needs: seed.needs })),
    collectionOwners,
    tieBreak,
  );
}

export async function seedDatabase(): Promise<void> {
  await seedDatabaseWith(byName);
}

/**
 * Seeds with `tieBreak` ordering the areas free to go: the seed's own order is by name; the
 * areas test seeds the other way round to prove the world does not depend on it.
 */
export async function seedDatabaseWith(tieBreak: TieBreak): Promise<void> {
  clearDatabase();
  faker.seed(FAKER_SEED);
  for (const name of seedingOrder(tieBreak)) await seeds.get(name)?.run(faker);
}
