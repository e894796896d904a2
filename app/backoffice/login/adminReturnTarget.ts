/**
 * Where the back-office login sends the person after signing in: back to the back-office address
 * they were stopped at, and only there. The learner site's rule (same origin, no script schemes)
 * comes first; then anything outside `/admin`, or the login itself, falls back to the home.
 */
import { RETURN_TARGET_PARAM, safeReturnTarget } from '@app/shared/auth/returnTarget';
import { ADMIN_LOGIN_PATH, ADMIN_ROOT } from '../access/areas';

export function adminReturnTarget(raw: string | null | undefined, origin: string): string {
  const target = safeReturnTarget(raw, origin);
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const inBackoffice = path === ADMIN_ROOT || path.startsWith(`${ADMIN_ROOT}/`);
  if (!inBackoffice || path === ADMIN_LOGIN_PATH) return ADMIN_ROOT;
  return target;
}

/** `/admin/login?returnTo=<this back-office address>`. */
export function adminLoginPathFor(location: { pathname: string; search: string }): string {
  const target = `${location.pathname}${location.search}`;
  if (target === ADMIN_ROOT) return ADMIN_LOGIN_PATH;
  return `${ADMIN_LOGIN_PATH}?${new URLSearchParams({ [RETURN_TARGET_PARAM]: target }).toString()}`;
}
