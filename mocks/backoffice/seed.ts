/**
 * Back-office people of the seeded world (docs/logins.md), shared by every back-office
 * area: a full operator holding every permission, a limited operator holding members and orders
 * only, and a product operator holding product sales only (issue 40). They stay here, not in one area's folder, because every area reads them: the grants drive
 * each call's access check, the jobs seed names them as its jobs' owners, and the contract
 * tests and the bench sign in as them. The masters (manager@, teacher@) are seeded by the account
 * area with their authorities; they enter through the manager login. The full operator's legacy
 * session cookie belongs to the back-office account area (`account/seed.ts`).
 */
import { operatorPermissions } from '@app/shared/api/contract/permissions';
import type { OperatorPermission } from '@app/shared/api/contract/permissions';
import { db } from '@mocks/db/database';
import type { AccountRecord } from '@mocks/account/schemas';
import { accountRecord } from '@mocks/account/seed';

export const seededOperators = {
  full: { accountKey: 'acc-operator', identifier: 'operator@klass.test', password: 'klass_operator_1' },
  limited: { accountKey: 'acc-limited', identifier: 'limited@klass.test', password: 'klass_limited_1' },
  /** Product sales only (issue 40: sales info belongs to PRODUCT, without CONTENT). */
  product: { accountKey: 'acc-product', identifier: 'product@klass.test', password: 'klass_product_1' },
} as const;

/** The areas the limited operator runs. */
export const LIMITED_OPERATOR_PERMISSIONS: readonly OperatorPermission[] = ['MEMBER', 'ORDER'];

/** The area the product operator runs. */
export const PRODUCT_OPERATOR_PERMISSIONS: readonly OperatorPermission[] = ['PRODUCT'];

function operatorAccount(accountKey: string, displayName: string, email: string, password: string): AccountRecord {
  return accountRecord({ accountKey, displayName, email, password, agreement: null });
}

export async function seedBackofficeArea(): Promise<void> {
  const { full, limited, product } = seededOperators;
  await db.accounts.create(operatorAccount(full.accountKey, '강운영', full.identifier, full.password));
  await db.accounts.create(operatorAccount(limited.accountKey, '윤제한', limited.identifier, limited.password));
  await db.accounts.create(operatorAccount(product.accountKey, '한판매', product.identifier, product.password));
  await db.operatorGrants.create({ accountKey: full.accountKey, permissions: [...operatorPermissions] });
  await db.operatorGrants.create({ accountKey: limited.accountKey, permissions: [...LIMITED_OPERATOR_PERMISSIONS] });
  await db.operatorGrants.create({ accountKey: product.accountKey, permissions: [...PRODUCT_OPERATOR_PERMISSIONS] });
}
