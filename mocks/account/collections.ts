/**
 * Account-area collections: accounts, their sessions (refresh tokens), the one-time secrets of
 * the register/reset/invite/QR/social flows, master authorities, the tenant's register fields and
 * the mail outbox.
 */
import { Collection } from '@msw/data';
import {
  accountRecordSchema,
  certificationRecordSchema,
  invitationRecordSchema,
  masterAuthorityRecordSchema,
  oauthCodeRecordSchema,
  outboxRecordSchema,
  passwordResetRecordSchema,
  qrTokenRecordSchema,
  refreshTokenRecordSchema,
  registerFieldRecordSchema,
  socialIdentityRecordSchema,
  verificationRecordSchema,
} from './schemas';

export const accountCollections = {
  accounts: new Collection({ schema: accountRecordSchema }),
  refreshTokens: new Collection({ schema: refreshTokenRecordSchema }),
  verifications: new Collection({ schema: verificationRecordSchema }),
  invitations: new Collection({ schema: invitationRecordSchema }),
  passwordResets: new Collection({ schema: passwordResetRecordSchema }),
  qrTokens: new Collection({ schema: qrTokenRecordSchema }),
  certifications: new Collection({ schema: certificationRecordSchema }),
  socialIdentities: new Collection({ schema: socialIdentityRecordSchema }),
  oauthCodes: new Collection({ schema: oauthCodeRecordSchema }),
  masterAuthorities: new Collection({ schema: masterAuthorityRecordSchema }),
  registerFields: new Collection({ schema: registerFieldRecordSchema }),
  outbox: new Collection({ schema: outboxRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof accountCollections> {}
}
