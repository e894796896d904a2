/**
 * Where the member-group screens live under the MEMBER area (`/admin/members/groups…`), so the
 * routes, the links and the tests name them once.
 */
import { ADMIN_ROOT } from '../access/areas';

export const MEMBER_GROUPS_PATH = `${ADMIN_ROOT}/members/groups`;

export function memberGroupPath(groupKey: string): string {
  return `${MEMBER_GROUPS_PATH}/${encodeURIComponent(groupKey)}`;
}
