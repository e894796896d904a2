/**
 * Issues a token pair for an account and records the refresh token so it can be rotated once.
 * Every rotation of one login keeps its `family` (the access token's `sid`), which is what
 * logout revokes.
 */
import type { TokenPair } from '@app/shared/api/contract/account';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import { newOpaqueToken, signAccessToken } from './tokens';

export async function issueTokenPair(
  accountKey: string,
  roles: string[] = ['LEARNER'],
  roleId: string | null = null,
  family: string = newOpaqueToken(),
): Promise<TokenPair> {
  const refreshToken = newOpaqueToken();
  await db.refreshTokens.create({
    value: refreshToken,
    accountKey,
    roles,
    roleId,
    family,
    expiresAt: settings.now() + settings.refreshTokenTtlSeconds * 1000,
    usedAt: null,
    revokedAt: null,
  });
  const accessToken = await signAccessToken({
    sub: accountKey,
    roles,
    sid: family,
    ...(roleId ? { roleId } : {}),
  });
  return { accessToken, refreshToken };
}
