/**
 * Who may call a back-office endpoint (backoffice.md §6): the one table of permission names the
 * navigation, the route guard and the mock's refusals all read. The spec leaves the names open
 * ("exact role names beyond MASTER: not shown"); they are chosen here, one per operator area of
 * backoffice.md §1, so a limited operator can be given exactly the areas they run.
 *
 * Lives in the contract because the mock (which may import only the contract) refuses with it,
 * and the role-walk contract test reads each endpoint's `access` to know who must be refused.
 */

/** Operator permissions, one per area of backoffice.md §1, in navigation order. */
export const operatorPermissions = [
  'MEMBER',
  'ORDER',
  'SHIPPING',
  'COUPON',
  'ASSIGNMENT',
  'PRODUCT',
  'CONTENT',
  'PAGE',
  'SITE',
  'CERTIFICATE',
  'TERMS',
  'MARKETING',
  'MESSAGE',
  'SETTLEMENT',
  'BOARD',
] as const;
export type OperatorPermission = (typeof operatorPermissions)[number];

/** The role a content master's session carries after the add-role refresh (spec §4, §7). */
export const MASTER_ROLE = 'MASTER';

/**
 * The access rule of a back-office endpoint:
 * - `operator` with a permission: tenant admin calls (`admin/tenant`), for an operator holding it;
 * - `operator` without one: any operator (their own permissions, say);
 * - `master`: master calls (`admin/master`, `master/{id}`), for a session carrying the MASTER role;
 * - `both`: the kit's calls both sides make (files, jobs): for an operator (holding `permission`,
 *   when one is named) and for a master. It is one endpoint on one path, not an operator path with
 *   a master twin: who calls decides what it answers. A master session is served as that master and
 *   sees only what its account started or uploaded; an operator sees the tenant's, as far as their
 *   permissions go. Another's record is answered as if it did not exist (each endpoint's summary
 *   names the 404), so its existence does not leak. The paths keep their `admin/tenant` segment
 *   (backoffice.md §6 says tenant calls serve the operator): the records are the tenant's, and a
 *   master's answer is a slice of them.
 * Learner endpoints have no `access`: the token alone decides.
 */
export type EndpointAccess =
  | { readonly side: 'operator'; readonly permission: OperatorPermission | null }
  | { readonly side: 'master' }
  | { readonly side: 'both'; readonly permission: OperatorPermission | null };

/** Any operator and every master: the kit's files and jobs. */
export const operatorsAndMasters = { side: 'both', permission: null } as const satisfies EndpointAccess;

/** Who is calling, as far as access goes: whether the session acts as a master, and an operator's grant. */
export interface AccessCaller {
  readonly isMaster: boolean;
  /** The permissions of an operator's grant; null when the account is no operator. */
  readonly operatorPermissions: readonly OperatorPermission[] | null;
}

/**
 * What `caller` lacks to pass `access` — the MASTER role, being an operator at all (`OPERATOR`),
 * or the named permission — or null when they may call. The one rule the mock refuses by (naming
 * the answer in `data.required`) and the app's navigation and route guard show by.
 */
export function missingAccess(access: EndpointAccess, caller: AccessCaller): string | null {
  if (access.side === 'master') return caller.isMaster ? null : MASTER_ROLE;
  if (access.side === 'both' && caller.isMaster) return null;
  if (caller.operatorPermissions === null) return 'OPERATOR';
  if (access.permission !== null && !caller.operatorPermissions.includes(access.permission)) return access.permission;
  return null;
}
