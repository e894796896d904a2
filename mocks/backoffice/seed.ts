/**
 * Back-office people of the seeded world (README "Seeded logins"): a full operator holding every
 * permission, a limited operator holding members and orders only, and the full operator's legacy
 * session cookie. The masters (manager@, teacher@) are seeded by the account area with their
 * authorities; they enter through the manager login.
 */
import { operatorPermissions } from '@app/shared/api/contract/permissions';
import type { OperatorPermission } from '@app/shared/api/contract/permissions';
import { db } from '@mocks/db/database';
import type { AccountRecord } from '@mocks/account/schemas';
import { accountRecord } from '@mocks/account/seed';

export const seededOperators = {
  full: { accountKey: 'acc-operator', identifier: 'operator@klass.test', password: 'klass-operator-1' },
  limited: { accountKey: 'acc-limited', identifier: 'limited@klass.test', password: 'klass-limited-1' },
} as const;

/** The areas the limited operator runs. */
export const LIMITED_OPERATOR_PERMISSIONS: readonly OperatorPermission[] = ['MEMBER', 'ORDER'];

/** The cookie value of the full operator's legacy session (`klass_session=…`). */
export const LEGACY_SESSION_COOKIE = { name: 'klass_session', value: 'legacy-operator-session' } as const;

function operatorAccount(accountKey: string, displayName: string, email: string, password: string): AccountRecord {
  return accountRecord({ accountKey, displayName, email, password, agreement: null });
}

export async function seedBackofficeArea(): Promise<void> {
  const { full, limited } = seededOperators;
  await db.accounts.create(operatorAccount(full.accountKey, '강운영', full.identifier, full.password));
  await db.accounts.create(operatorAccount(limited.accountKey, '윤제한', limited.identifier, limited.password));
  await db.operatorGrants.create({ accountKey: full.accountKey, permissions: [...operatorPermissions] });
  await db.operatorGrants.create({ accountKey: limited.accountKey, permissions: [...LIMITED_OPERATOR_PERMISSIONS] });
  await db.legacySessions.create({ value: LEGACY_SESSION_COOKIE.value, accountKey: full.accountKey });
}
