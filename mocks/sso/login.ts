/**
 * SSO partners and the native player app, played by the mock: each hands over a credential the
 * seed records for one account (`seededSso` in `mocks/sso/seed.ts` lists them); any other
 * credential is refused with a clear error.
 */
import type { TokenPair } from '@app/shared/api/contract/account';
import type { SsoMethod } from '@app/shared/api/contract/sso';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { startSession } from '@mocks/account/session';

/** Any credential it does not know: one answer, so a guess learns nothing. */
export const ssoRefused = 'SSO 인증 정보가 올바르지 않아요. 다시 로그인해 주세요.';

export function ssoLogin(method: SsoMethod, credential: string): Promise<TokenPair> {
  const record = db.ssoCredentials.findFirst((q) => q.where({ method, credential }));
  const account =
    record && db.accounts.findFirst((q) => q.where({ accountKey: record.accountKey }));
  if (!account) {
    throw new MockError('loginFailed', ssoRefused, {
      method,
    });
  }
  return startSession(account);
}
