/**
 * Where the back-office login sends the person after signing in: back to the back-office address
 * they were stopped at, and only there. The learner site's rule (same origin, no script schemes)
 * comes first; then anything outside `/admin`, or the login itself, falls back to the home.
 */
import { safeReturnTarget } from '@app/shared/auth/returnTarget';
import { ADMIN_LOGIN_PATH, ADMIN_ROOT } from '../access/areas';

export function adminReturnTarget(raw: string | null | undefined, origin: string): string {
  const target = safeReturnTarget(raw, origin);
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const inBackoffice = path === ADMIN_ROOT || path.startsWith(`${ADMIN_ROOT}/`);
  if (!inBackoffice || path === ADMIN_LOGIN_PATH) return ADMIN_ROOT;
  return target;
}
