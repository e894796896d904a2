/** Where a member's detail lives (`/admin/members/{accountKey}`), so the routes, the links and the tests name it once. */
import { ADMIN_ROOT } from '../../access/areas';

export function memberDetailPath(accountKey: string): string {
  return `${ADMIN_ROOT}/members/${encodeURIComponent(accountKey)}`;
}
