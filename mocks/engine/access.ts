/**
 * The mock's refusals for back-office endpoints, read from each descriptor's `access` with the
 * contract's one rule (`missingAccess`, permissions.ts): an operator call needs an operator grant
 * (holding the named permission, when one is named); a master call needs a session carrying the
 * MASTER role; a call open to both sides takes either. Anyone else gets the documented error shape
 * with `auth.permission.denied` and what was missing in `data.required` — never data.
 *
 * Past the gate, a call open to both sides answers by who calls (`ownRecordsOf`): a master session
 * sees only its own account's records, an operator the tenant's.
 */
import { MASTER_ROLE, missingAccess, type EndpointAccess } from '@app/shared/api/contract/permissions';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import type { OperatorGrantRecord } from '@mocks/backoffice/collections';

const DENIED = '이 메뉴를 쓸 권한이 없어요.';

export function operatorGrant(accountKey: string): OperatorGrantRecord | undefined {
  return db.operatorGrants.findFirst((q) => q.where({ accountKey }));
}

function actsAsMaster(claims: AccessClaims | null): boolean {
  return claims?.roles.includes(MASTER_ROLE) ?? false;
}

/** Throws `permissionDenied` unless `claims` may call an endpoint with this `access`. */
export function authorize(access: EndpointAccess, claims: AccessClaims | null): void {
  const grant = claims ? operatorGrant(claims.sub) : undefined;
  const missing = missingAccess(access, {
    isMaster: actsAsMaster(claims),
    operatorPermissions: grant?.permissions ?? null,
  });
  if (missing !== null) throw new MockError('permissionDenied', DENIED, { required: missing });
}

/**
 * Whose records a call open to both sides may touch: the caller's own account key for a master
 * session (what it started, uploaded or owns), null for an operator (the tenant's, as far as the
 * area's own rule goes). A session carrying MASTER is a master here even if its account also holds
 * an operator grant: it is working as that master.
 */
export function ownRecordsOf(claims: AccessClaims | null): string | null {
  return claims && actsAsMaster(claims) ? claims.sub : null;
}
