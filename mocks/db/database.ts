/**
 * The one mock database every handler reads and writes, learner and back-office alike.
 * Each API area declares its collections in `mocks/<area>/collections.ts`.
 */
import { accountCollections } from '@mocks/account/collections';
import { backofficeCollections } from '@mocks/backoffice/collections';
import { fileCollections } from '@mocks/backoffice/files/collections';
import { jobCollections } from '@mocks/backoffice/jobs/collections';
import { historyCollections } from '@mocks/backoffice/history/collections';
import { memberCollections } from '@mocks/backoffice/members/collections';
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
  ...fileCollections,
  ...jobCollections,
  ...historyCollections,
  ...memberCollections,
};

export type Database = typeof db;

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear();
}
