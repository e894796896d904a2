/**
 * Sessions: starting one for an account, rotating refresh tokens and adding the MASTER role.
 * Refresh rules (spec §8 refresh codes): unknown → not_found; used → already_used; ended by
 * logout → invalid; expired → expired; the serving tenant dropped out → drop_out; the account
 * withdrawn or gone → invalid_account; blocked by an operator → blocked. `unknown` is left to
 * scenarios (failure injection).
 */
import type { TokenPair } from '@app/shared/api/contract/account';
import { db } from '@mocks/db/database';
import type { AccountRecord, RefreshTokenRecord } from './schemas';
import { MockError } from '@mocks/engine/MockError';
import { servingPreferences } from '@mocks/tenant/handlers';
import { now } from './clock';
import { issueTokenPair } from '@mocks/auth/issue';

export const loginFailedMessage = '이메일(아이디) 또는 비밀번호를 다시 확인해 주세요.';

/** Opens a session for an account that is allowed to log in. */
export function startSession(account: AccountRecord): Promise<TokenPair> {
  if (account.status === 'WITHDRAWN') throw new MockError('accountWithdrawn', '탈퇴한 계정이에요.');
  if (account.status === 'BLOCKED')
    throw new MockError('loginFailed', '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.');
  return issueTokenPair(account.accountKey);
}

function usableRefreshToken(value: string): { token: RefreshTokenRecord; account: AccountRecord } {
  const token = db.refreshTokens.findFirst((q) => q.where({ value }));
  if (!token)
    throw new MockError('refreshNotFound', '로그인 정보를 확인할 수 없어요. 다시 로그인해 주세요.');
  if (token.usedAt !== null)
    throw new MockError('refreshAlreadyUsed', '이미 쓴 로그인 정보예요. 다시 로그인해 주세요.');
  if (token.revokedAt !== null)
    throw new MockError('refreshInvalid', '로그아웃해서 더는 쓸 수 없는 로그인 정보예요. 다시 로그인해 주세요.');
  if (token.expiresAt <= now())
    throw new MockError('refreshExpired', '로그인이 만료됐어요. 다시 로그인해 주세요.');
  if (servingPreferences().status === 'DROP_OUT') {
    throw new MockError('refreshDropOut', '서비스 이용이 끝난 사이트예요.');
  }
  const account = db.accounts.findFirst((q) => q.where({ accountKey: token.accountKey }));
  if (!account || account.status === 'WITHDRAWN') {
    throw new MockError(
      'refreshInvalidAccount',
      '쓸 수 없는 계정이에요. 다시 로그인해 주세요.',
    );
  }
  if (account.status === 'BLOCKED')
    throw new MockError('refreshBlocked', '이용이 제한된 계정이에요.');
  return { token, account };
}

async function spend(token: RefreshTokenRecord): Promise<void> {
  await db.refreshTokens.update((q) => q.where({ value: token.value }), {
    data(draft) {
      draft.usedAt = now();
    },
  });
}

/** Exchanges a refresh token for a new pair of the same session; the old one is spent. */
export async function rotate(value: string): Promise<TokenPair> {
  const { token } = usableRefreshToken(value);
  await spend(token);
  return issueTokenPair(token.accountKey, token.roles, token.roleId, token.family);
}

/**
 * Like `rotate`, but the new pair also carries MASTER with `roleId`, which must be one of the
 * account's master authorities. A refused add-role leaves the refresh token unspent.
 */
export async function rotateWithMaster(value: string, roleId: string): Promise<TokenPair> {
  const { token, account } = usableRefreshToken(value);
  const authority = db.masterAuthorities.findFirst((q) =>
    q.where({ accountKey: account.accountKey, masterId: roleId }),
  );
  if (!account.roles.includes('MASTER') || !authority) {
    throw new MockError('refreshInvalid', '매니저 권한이 없는 계정이에요.', { roleId });
  }
  await spend(token);
  await db.masterAuthorities.update(authority, {
    data(draft) {
      draft.lastUsedAt = now();
    },
  });
  const roles = token.roles.includes('MASTER') ? token.roles : [...token.roles, 'MASTER'];
  return issueTokenPair(token.accountKey, roles, roleId, token.family);
}

/** Ends a session: every refresh token of its family is revoked. */
export async function endSession(family: string | undefined): Promise<void> {
  if (!family) return;
  await db.refreshTokens.updateMany((q) => q.where({ family, revokedAt: null }), {
    data(draft) {
      draft.revokedAt = now();
    },
  });
}
