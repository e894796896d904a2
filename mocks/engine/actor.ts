/**
 * `actorOf`: who made a back-office change, as the contract's actor (`actorSchema`: account key and
 * display name), from the handler's token claims. One helper for every area that stamps a refund,
 * a job, a file or a history entry with its author, so they all name a person the same way; a call
 * without claims (a job the mock runs by itself) is 'system'.
 */
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';

export function actorOf(claims: AccessClaims | null): Actor {
  const accountKey = claims?.sub ?? 'system';
  const account = claims ? db.accounts.findFirst((q) => q.where({ accountKey })) : undefined;
  return { accountKey, displayName: account?.displayName ?? accountKey };
}
