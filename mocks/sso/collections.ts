/**
 * SSO-area collection: the credentials the mock's SSO partners (and the native player app) hand
 * over, each standing for one klass account of the account area.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { ssoMethodSchema } from '@app/shared/api/contract/sso';

/** A credential an SSO partner (or the native player app) hands over for one account. */
export const ssoCredentialRecordSchema = z.object({
  method: ssoMethodSchema,
  credential: z.string(),
  accountKey: z.string(),
});
export type SsoCredentialRecord = z.infer<typeof ssoCredentialRecordSchema>;

export const ssoCollections = {
  ssoCredentials: new Collection({ schema: ssoCredentialRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof ssoCollections> {}
}
