/**
 * The back-office areas: one row per operator permission (backoffice.md §1) and per master area,
 * with where it lives and which navigation group shows it. This one table, read with the
 * permission names of the contract (permissions.ts), drives the side navigation, the home page's
 * shortcuts and the route guard — and the mock refuses by the same names.
 *
 * An area's screens live in its own folder (an `area.tsx` declaring the area's id, app/backoffice/
 * areas/): they are mounted under the path given here, and until they exist the area is listed as
 * coming ("준비 중"), never linked to an empty screen (areaModules.ts `isAreaBuilt`).
 */
import type { EndpointAccess, OperatorPermission } from '@app/shared/api/contract/permissions';
import { copy } from '@app/shared/copy';
import { BACKOFFICE_LOGIN_PATH, BACKOFFICE_ROOT } from '@app/shared/routing/sides';

export type AreaGroup = keyof typeof copy.backoffice.groups;

export interface BackofficeArea {
  id: string;
  label: string;
  group: AreaGroup;
  /** The area's first screen; every screen of the area lives under it. */
  path: string;
  access: EndpointAccess;
}

export const ADMIN_ROOT = BACKOFFICE_ROOT;
export const ADMIN_LOGIN_PATH = BACKOFFICE_LOGIN_PATH;
export const ADMIN_ACCOUNT_PATH = `${ADMIN_ROOT}/account`;
export const MANAGER_LOGIN_PATH = '/app/login/manager';

const operatorArea = (
  permission: OperatorPermission,
  group: AreaGroup,
  path: string,
): BackofficeArea => ({
  id: permission,
  label: copy.backoffice.operatorAreas[permission],
  group,
  path: `${ADMIN_ROOT}/${path}`,
  access: { side: 'operator', permission },
});

const masterArea = (id: keyof typeof copy.backoffice.masterAreas, path: string): BackofficeArea => ({
  id: `master.${id}`,
  label: copy.backoffice.masterAreas[id],
  group: 'master',
  path: `${ADMIN_ROOT}/master/${path}`,
  access: { side: 'master' },
});

/** In navigation order. Every operator permission has exactly one area (person.test.ts). */
export const backofficeAreas: readonly BackofficeArea[] = [
  operatorArea('MEMBER', 'members', 'members'),
  operatorArea('ORDER', 'commerce', 'orders'),
  operatorArea('SHIPPING', 'commerce', 'shipping'),
  operatorArea('COUPON', 'commerce', 'coupons'),
  operatorArea('PRODUCT', 'commerce', 'products'),
  operatorArea('SETTLEMENT', 'commerce', 'settlement'),
  operatorArea('ASSIGNMENT', 'contents', 'assignments'),
  operatorArea('CONTENT', 'contents', 'contents'),
  operatorArea('CERTIFICATE', 'contents', 'certificates'),
  operatorArea('SITE', 'site', 'site/organization'),
  operatorArea('PAGE', 'site', 'pages'),
  operatorArea('TERMS', 'site', 'terms'),
  operatorArea('BOARD', 'communication', 'boards'),
  operatorArea('MARKETING', 'communication', 'marketing'),
  operatorArea('MESSAGE', 'communication', 'messages'),
  masterArea('notices', 'notices'),
  masterArea('classes', 'classes'),
  masterArea('authorities', 'authorities'),
  masterArea('curriculum', 'curriculum'),
  masterArea('reviews', 'reviews'),
];

export function areaById(id: string): BackofficeArea {
  const area = backofficeAreas.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`Unknown back-office area "${id}"`);
  return area;
}
