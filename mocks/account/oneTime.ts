/**
 * The one rule every one-time secret follows (reset links, invitations, QR tokens, OAuth codes):
 * unknown or already used is "not found", past its expiry is `account.identifier.verify.expired`.
 */
import { MockError } from '@mocks/engine/MockError';
import { now } from './clock';

export interface OneTimeSecret {
  expiresAt: number;
  usedAt: number | null;
}

export function usableOrThrow<T extends OneTimeSecret>(
  record: T | undefined,
  messages: { notFound: string; expired: string },
): T {
  if (!record || record.usedAt !== null) throw new MockError('notFound', messages.notFound);
  if (record.expiresAt <= now()) throw new MockError('verifyExpired', messages.expired);
  return record;
}
