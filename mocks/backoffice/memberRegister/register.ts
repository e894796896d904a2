/**
 * The rules of the bulk manual register (adminMemberRegister.ts), apart from the wiring: who owns
 * an e-mail now (free, an active account: `account.register.exist`, a withdrawn one:
 * `account.status.withdrawal`), read from one e-mail index built per call so a 10,000-row file
 * against a 10,000-member world stays a lookup per row; and the account a row becomes, made by
 * the account area's `accountRecord` like every other seeded or created account.
 */
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import type {
  MemberRegisterOutcome,
  MemberRegisterRow,
} from '@app/shared/api/contract/adminMemberRegister';
import { accountRecord } from '@mocks/account/seed';
import { normaliseEmail } from '@mocks/account/identity';
import type { AccountRecord } from '@mocks/account/schemas';
import { newOpaqueToken } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';

/** The owners of e-mails now, normalised the way the account area keeps them. */
export function emailIndex(): Map<string, AccountRecord> {
  return new Map(db.accounts.all().map((account) => [account.email, account]));
}

export function outcomeOf(
  email: string,
  index: ReadonlyMap<string, AccountRecord>,
): MemberRegisterOutcome {
  const owner = index.get(normaliseEmail(email));
  if (!owner) return 'NEW';
  return owner.status === 'WITHDRAWN' ? 'WITHDRAWN' : 'EXIST';
}

/** §8's words for an e-mail that cannot be registered, as the account area says them. */
export const outcomeMessages: Record<Exclude<MemberRegisterOutcome, 'NEW'>, string> = {
  EXIST: validationMessages.emailExists,
  WITHDRAWN: validationMessages.emailWithdrawn,
};

/**
 * The account a row becomes: an active learner who logs in with the row's password. The e-mail
 * starts unverified (the operator typed it; the person has not proved it) and no terms are
 * agreed yet (the person has not seen them).
 */
export function registeredAccount(row: MemberRegisterRow, joinedAt: string): AccountRecord {
  return accountRecord({
    accountKey: `acc-${newOpaqueToken().slice(0, 12)}`,
    displayName: row.displayName,
    email: normaliseEmail(row.email),
    password: row.password,
    phone: row.phone,
    emailVerified: false,
    agreement: null,
    joinedAt,
  });
}
