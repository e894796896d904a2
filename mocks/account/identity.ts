/**
 * Who owns an e-mail or login id: the checks shared by the register, invite and verification
 * flows (spec §5: "already in use" and "belongs to a withdrawn account" are different answers).
 */
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { db } from '@mocks/db/database';
import type { AccountRecord } from './schemas';
import { MockError } from '@mocks/engine/MockError';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAccountByEmail(email: string): AccountRecord | undefined {
  const normalised = normaliseEmail(email);
  return db.accounts.findFirst((q) => q.where({ email: normalised }));
}

export function findAccountById(id: string): AccountRecord | undefined {
  return db.accounts.findFirst((q) => q.where({ id }));
}

export type Availability =
  { available: true; reason: null } | { available: false; reason: 'EXIST' | 'WITHDRAWAL' };

export function availability(owner: AccountRecord | undefined): Availability {
  if (!owner) return { available: true, reason: null };
  return { available: false, reason: owner.status === 'WITHDRAWN' ? 'WITHDRAWAL' : 'EXIST' };
}

/** Throws `account.register.exist` or `account.status.withdrawal` when the e-mail is taken. */
export function assertEmailFree(email: string, exceptAccountKey: string | null = null): void {
  const owner = findAccountByEmail(email);
  if (!owner || owner.accountKey === exceptAccountKey) return;
  assertAvailable(availability(owner));
}

function assertAvailable(result: Availability): void {
  if (result.reason === 'WITHDRAWAL') {
    throw new MockError(
      'accountWithdrawn',
      validationMessages.emailWithdrawn,
    );
  }
  if (result.reason === 'EXIST') {
    throw new MockError('registerExist', validationMessages.emailExists);
  }
}
