/**
 * SSO-area seed: one credential per method, each logging in as the seeded learner of the account
 * area (seeded after it). `seededSso` lists them for tests and docs/logins.md; keep the two in step.
 */
import { db } from '@mocks/db/database';
import type { SsoCredentialRecord } from './collections';

/** SSO credentials the mock partners accept; each logs in as the learner. */
export const seededSso = {
  jwt: { method: 'jwt', credential: 'sso-jwt-learner' },
  accessToken: { method: 'access-token', credential: 'sso-access-learner' },
  mobileApp: { method: 'mobile-app', credential: 'player-token-learner' },
  customCjenc: { method: 'custom.cjenc', credential: 'cjenc-learner' },
} as const satisfies Record<string, Pick<SsoCredentialRecord, 'method' | 'credential'>>;

export async function seedSsoArea(): Promise<void> {
  for (const sso of Object.values(seededSso)) {
    await db.ssoCredentials.create({ ...sso, accountKey: 'acc-learner' });
  }
}
