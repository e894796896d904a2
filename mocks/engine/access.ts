/**
 * The mock's refusals for back-office endpoints, read from each descriptor's `access`
 * (permissions.ts): an operator call needs an operator grant (holding the named permission, when
 * one is named); a master call needs a session carrying the MASTER role. Anyone else gets the
 * documented error shape with `auth.permission.denied` and the missing permission or role in
 * `data.required` — never data.
 */
import { MASTER_ROLE, type EndpointAccess } from '@app/shared/api/contract/permissions';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import type { OperatorGrantRecord } from '@mocks/backoffice/collections';

const DENIED = '이 메뉴를 사용할 권한이 없습니다.';

export function operatorGrant(accountKey: string): OperatorGrantRecord | undefined {
  return db.operatorGrants.findFirst((q) => q.where({ accountKey }));
}

/** Throws `permissionDenied` unless `claims` may call an endpoint with this `access`. */
export function authorize(access: EndpointAccess, claims: AccessClaims | null): void {
  if (access.side === 'master') {
    if (claims?.roles.includes(MASTER_ROLE)) return;
    throw new MockError('permissionDenied', DENIED, { required: MASTER_ROLE });
  }
  const grant = claims ? operatorGrant(claims.sub) : undefined;
  if (!grant) throw new MockError('permissionDenied', DENIED, { required: 'OPERATOR' });
  if (access.permission !== null && !grant.permissions.includes(access.permission)) {
    throw new MockError('permissionDenied', DENIED, { required: access.permission });
  }
}
