/**
 * Tenant-area collection: one record per tenant, its preferences plus the server-side id and
 * name. Which tenant serves the site is a mock setting (`settings.tenantId`), as the host would be.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { preferencesSchema } from '@app/shared/api/contract/tenant';

export const tenantRecordSchema = z.extend(preferencesSchema, {
  tenantId: z.string(),
  /** Operator-facing name, for the back-office and the dev panel. */
  name: z.string(),
});
export type TenantRecord = z.infer<typeof tenantRecordSchema>;

export const tenantCollections = {
  tenants: new Collection({ schema: tenantRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof tenantCollections> {}
}
