/**
 * Creating accounts (register by e-mail or id, invitation, first social login) with the defaults
 * a new learner has, so every flow makes the same kind of record.
 */
import type { InfoField, SocialKind } from '@app/shared/api/contract/account';
import { db } from '@mocks/db/database';
import type { AccountRecord } from './schemas';
import { MockError } from '@mocks/engine/MockError';
import { normaliseEmail } from './identity';
import { newOpaqueToken } from '@mocks/auth/tokens';

export interface NewAccount {
  email: string;
  emailVerified: boolean;
  displayName: string;
  id?: string | null;
  password: string | null;
  linkedSocial?: SocialKind[];
  info?: InfoField[];
}

export function createAccount(fields: NewAccount): Promise<AccountRecord> {
  return db.accounts.create({
    accountKey: `acc-${newOpaqueToken().slice(0, 12)}`,
    displayName: fields.displayName,
    email: normaliseEmail(fields.email),
    emailVerified: fields.emailVerified,
    id: fields.id ?? null,
    hasPassword: fields.password !== null,
    password: fields.password,
    linkedSocial: fields.linkedSocial ?? [],
    phone: null,
    phoneVerified: false,
    birthday: null,
    info: fields.info ?? [],
    status: 'ACTIVE',
    roles: ['LEARNER'],
    agreement: null,
  });
}

/** The new password and its confirmation must be equal (spec §5 "Enter the same password"). */
export function assertSamePassword(body: { password: string; verificationPassword: string }): void {
  if (body.password !== body.verificationPassword) {
    throw new MockError('badRequest', '동일한 비밀번호를 입력해 주세요.', {
      field: 'verificationPassword',
    });
  }
}
