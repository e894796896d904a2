/**
 * The one mock database every handler reads and writes, learner and back-office alike.
 * Each API area declares its collections in `collections/<area>.ts`.
 */
import { accountCollections } from './collections/account';
import { communityCollections } from './collections/community';
import { inventoryCollections } from './collections/inventory';
import { tenantCollections } from './collections/tenant';

export const db = {
  ...tenantCollections,
  ...accountCollections,
  ...inventoryCollections,
  ...communityCollections,
};

export type Database = typeof db;

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear();
}
