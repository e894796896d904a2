/**
 * The login page keeps where the visitor was (path and query, spec learner.md §2) and goes back
 * there after login — but only to a page of this site. Anything off-site, protocol-relative or
 * with a script scheme falls back to the home page, so a crafted login link cannot send a
 * freshly logged-in user elsewhere.
 */
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

/** `/app/login?returnTo=<current path and query>` for a page that needs a login. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const target = `${location.pathname}${location.search}`;
  if (target === '/' || location.pathname.startsWith('/app/login')) return '/app/login';
  return `/app/login?${new URLSearchParams({ [RETURN_TARGET_PARAM]: target }).toString()}`;
}
