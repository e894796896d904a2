/**
 * Issues a token pair for an account and records the refresh token so it can be rotated once.
 */
import type { TokenPair } from '@app/api/contract/account';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import { newRefreshTokenValue, signAccessToken } from './tokens';

export async function issueTokenPair(
  accountKey: string,
  roles: string[] = ['LEARNER'],
  roleId: string | null = null,
): Promise<TokenPair> {
  const refreshToken = newRefreshTokenValue();
  await db.refreshTokens.create({
    value: refreshToken,
    accountKey,
    roles,
    roleId,
    expiresAt: settings.now() + settings.refreshTokenTtlSeconds * 1000,
    usedAt: null,
  });
  const accessToken = await signAccessToken({
    sub: accountKey,
    roles,
    ...(roleId ? { roleId } : {}),
  });
  return { accessToken, refreshToken };
}
