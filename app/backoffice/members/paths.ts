/**
 * Where the member screens live under the MEMBER area (`/admin/members…`), so the routes, the
 * links and the tests name them once: the member list is the area's first screen, a member's
 * detail is `/admin/members/{accountKey}`, the withdrawn list and the groups sit beside it.
 */
import { ADMIN_ROOT } from '../access/areas';

export const MEMBERS_PATH = `${ADMIN_ROOT}/members`;
export const WITHDRAWN_MEMBERS_PATH = `${MEMBERS_PATH}/withdrawn`;
export const MEMBER_GROUPS_PATH = `${MEMBERS_PATH}/groups`;

export function memberGroupPath(groupKey: string): string {
  return `${MEMBER_GROUPS_PATH}/${encodeURIComponent(groupKey)}`;
}

export function memberDetailPath(accountKey: string): string {
  return `${MEMBERS_PATH}/${encodeURIComponent(accountKey)}`;
}
