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

export function ssoLogin(method: SsoMethod, credential: string): Promise<TokenPair> {
  const record = db.ssoCredentials.findFirst((q) => q.where({ method, credential }));
  const account =
    record && db.accounts.findFirst((q) => q.where({ accountKey: record.accountKey }));
  if (!account) {
    throw new MockError('loginFailed', 'SSO 인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.', {
      method,
    });
  }
  return startSession(account);
}
