/**
 * Back-office collections of the one mock database: which operator holds which permissions, and
 * the legacy session cookies a server-rendered page left behind (backoffice.md §6, §7 Account).
 * Operators are ordinary accounts (the account area's `accounts`): a grant is what makes one.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { operatorPermissionSchema } from '@app/shared/api/contract/adminAccount';

export const operatorGrantRecordSchema = z.object({
  accountKey: z.string(),
  permissions: z.array(operatorPermissionSchema),
});
export type OperatorGrantRecord = z.infer<typeof operatorGrantRecordSchema>;

export const legacySessionRecordSchema = z.object({
  /** The cookie's value. */
  value: z.string(),
  accountKey: z.string(),
});
export type LegacySessionRecord = z.infer<typeof legacySessionRecordSchema>;

export const backofficeCollections = {
  operatorGrants: new Collection({ schema: operatorGrantRecordSchema }),
  legacySessions: new Collection({ schema: legacySessionRecordSchema }),
};
