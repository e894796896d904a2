/**
 * Back-office account collections of the one mock database: the legacy session cookies a
 * server-rendered back-office page left behind (backoffice.md §7 Account). The account area's
 * session call turns one into tokens (handlers.ts, through `@mocks/account/legacySession`), and
 * logout ends it. Operator grants are not here: every back-office area's access check reads them,
 * so they stay in the shared `mocks/backoffice/collections.ts`.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';

export const legacySessionRecordSchema = z.object({
  /** The cookie's value. */
  value: z.string(),
  accountKey: z.string(),
});
export type LegacySessionRecord = z.infer<typeof legacySessionRecordSchema>;

export const adminAccountCollections = {
  legacySessions: new Collection({ schema: legacySessionRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof adminAccountCollections> {}
}
