/**
 * The login page keeps where the visitor was (path and query, spec learner.md §2) and goes back
 * there after login — but only to a page of this site. Anything off-site, protocol-relative or
 * with a script scheme falls back to the home page, so a crafted login link cannot send a
 * freshly logged-in user elsewhere.
 *
 * Which protocols and origins are allowed is not decided here but by the one safe-link helper
 * (app/shared/lib/url/safeUrl.ts, issue 20), with this site's origin as the only allowed origin;
 * this file adds only what a return target is: a path (not the login page itself).
 */
import { BACKOFFICE_LOGIN_PATH, BACKOFFICE_ROOT, isBackofficePath } from '@app/shared/routing/sides';
import { safeUrl } from '@app/shared/lib/url/safeUrl';

export const RETURN_TARGET_PARAM = 'returnTo';

/** `raw` as a URL of this origin only (safeUrl with no other allowed origin), or null. */
function onThisOrigin(raw: string, origin: string): URL | null {
  const href = safeUrl(raw, { base: `${origin}/`, origins: [] });
  return href ? new URL(href) : null;
}

export function safeReturnTarget(raw: string | null | undefined, origin: string): string {
  if (!raw) return '/';
  const trimmed = raw.trim();
  // A return target is a path; absolute URLs are refused even for this origin (SSO's
  // `sameOriginTarget` reduces its own first). `//host` and `/\host` start with a slash too: safeUrl
  // reads them as the browser does, as other origins, and refuses them.
  if (!trimmed.startsWith('/')) return '/';
  const url = onThisOrigin(trimmed, origin);
  if (!url) return '/';
  if (url.pathname.startsWith('/app/login')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A scheme at the start: the value is an absolute URL, not a path. */
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * For a redirect URL handed over by a partner (SSO `redirectUrl`): an absolute URL of this very
 * origin is also accepted, reduced to its path; everything else follows `safeReturnTarget`.
 */
export function sameOriginTarget(raw: string | null | undefined, origin: string): string {
  const trimmed = raw?.trim() ?? '';
  if (!ABSOLUTE.test(trimmed)) return safeReturnTarget(trimmed, origin);
  const url = onThisOrigin(trimmed, origin);
  // The path then passes the return-target rule too (`https://site//evil` has the path `//evil`).
  return url ? safeReturnTarget(`${url.pathname}${url.search}${url.hash}`, origin) : '/';
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
