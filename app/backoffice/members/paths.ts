/**
 * Where the member screens live under the MEMBER area (its path in the area table, areas.ts), so
 * the links and the tests name them once: the member list is the area's first screen, a member's
 * detail is `{area}/{accountKey}`, the withdrawn list, the groups and the bulk register sit beside
 * it (the routes, relative, are in area.tsx).
 */
import { areaById } from '../access/areas';

export const MEMBERS_PATH = areaById('MEMBER').path;
export const WITHDRAWN_MEMBERS_PATH = `${MEMBERS_PATH}/withdrawn`;
export const MEMBER_GROUPS_PATH = `${MEMBERS_PATH}/groups`;
export const MEMBER_REGISTER_PATH = `${MEMBERS_PATH}/register`;

export function memberGroupPath(groupKey: string): string {
  return `${MEMBER_GROUPS_PATH}/${encodeURIComponent(groupKey)}`;
}

export function memberDetailPath(accountKey: string): string {
  return `${MEMBERS_PATH}/${encodeURIComponent(accountKey)}`;
}
