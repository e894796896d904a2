/**
 * The login page keeps where the visitor was (path and query, spec learner.md §2) and goes back
 * there after login — but only to a page of this site. Anything off-site, protocol-relative or
 * with a script scheme falls back to the home page, so a crafted login link cannot send a
 * freshly logged-in user elsewhere.
 */
import { BACKOFFICE_LOGIN_PATH, BACKOFFICE_ROOT, isBackofficePath } from '@app/shared/routing/sides';

export const RETURN_TARGET_PARAM = 'returnTo';

export function safeReturnTarget(raw: string | null | undefined, origin: string): string {
  if (!raw) return '/';
  const trimmed = raw.trim();
  // Only absolute paths on this site; `//host` and `/\host` are other origins to a browser.
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.pathname.startsWith('/app/login')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * For a redirect URL handed over by a partner (SSO `redirectUrl`): an absolute URL of this very
 * origin is also accepted, reduced to its path; everything else follows `safeReturnTarget`.
 */
export function sameOriginTarget(raw: string | null | undefined, origin: string): string {
  const trimmed = raw?.trim() ?? '';
  if (trimmed.startsWith(`${origin}/`)) return safeReturnTarget(trimmed.slice(origin.length), origin);
  return safeReturnTarget(trimmed, origin);
}

/**
 * The login of the side the page belongs to, carrying the current path and query as the return
 * target: `/app/login?returnTo=…` on the learner site, `/admin/login?returnTo=…` in the back-office.
 */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const backoffice = isBackofficePath(location.pathname);
  const login = backoffice ? BACKOFFICE_LOGIN_PATH : '/app/login';
  const home = backoffice ? BACKOFFICE_ROOT : '/';
  const target = `${location.pathname}${location.search}`;
  if (target === home || location.pathname.startsWith(login)) return login;
  return `${login}?${new URLSearchParams({ [RETURN_TARGET_PARAM]: target }).toString()}`;
}
