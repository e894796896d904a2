/**
 * The one mock database every handler reads and writes, learner and back-office alike.
 * Each API area declares its collections in `mocks/<area>/collections.ts`.
 */
import { accountCollections } from '@mocks/account/collections';
import { backofficeCollections } from '@mocks/backoffice/collections';
import { adminAccountCollections } from '@mocks/backoffice/account/collections';
import { fileCollections } from '@mocks/backoffice/files/collections';
import { jobCollections } from '@mocks/backoffice/jobs/collections';
import { historyCollections } from '@mocks/backoffice/history/collections';
import { memberCollections } from '@mocks/backoffice/members/collections';
import { memberDetailCollections } from '@mocks/backoffice/memberDetail/collections';
import { orderCollections } from '@mocks/backoffice/orders/collections';
import { shippingCollections } from '@mocks/backoffice/shipping/collections';
import { communityCollections } from '@mocks/community/collections';
import { inventoryCollections } from '@mocks/inventory/collections';
import { ssoCollections } from '@mocks/sso/collections';
import { tenantCollections } from '@mocks/tenant/collections';

export const db = {
  ...tenantCollections,
  ...accountCollections,
  ...ssoCollections,
  ...inventoryCollections,
  ...communityCollections,
  ...backofficeCollections,
  ...adminAccountCollections,
  ...fileCollections,
  ...jobCollections,
  ...historyCollections,
  ...memberCollections,
  ...memberDetailCollections,
  ...orderCollections,
  ...shippingCollections,
};

export type Database = typeof db;

/**
 * Empties every collection. Not `collection.clear()`: @msw/data deletes record by record there
 * (an index search and a splice each, quadratic), seconds on the 5,000-member world that every
 * reseed (each story, contract file and e2e test) starts from. `all()` is the collection's own
 * array, and no collection here defines relations or delete hooks that clearing would have to run.
 */
export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.all().length = 0;
}
