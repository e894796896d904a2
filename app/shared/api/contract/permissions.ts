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
 * - `master`: master calls (`admin/master`, `master/{id}`), for a session carrying the MASTER role.
 * Learner endpoints have no `access`: the token alone decides.
 */
export type EndpointAccess =
  | { readonly side: 'operator'; readonly permission: OperatorPermission | null }
  | { readonly side: 'master' };
