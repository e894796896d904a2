/**
 * The legacy session cookie (backoffice.md §7 Account): the session a server-rendered back-office
 * page left behind as an HttpOnly `klass_session` cookie. The session call turns it into tokens;
 * logout ends it, as a real server would, because the page cannot read or clear an HttpOnly cookie:
 * only the server can end what the cookie names (and tell the browser to drop it).
 */
import { db } from '@mocks/db/database';
import type { LegacySessionRecord } from '@mocks/backoffice/account/collections';
import { LEGACY_SESSION_COOKIE } from '@mocks/backoffice/account/seed';

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The live legacy session the request's cookie names, if any. */
export function legacySessionOf(request: Request): LegacySessionRecord | undefined {
  const value = cookieValue(request, LEGACY_SESSION_COOKIE.name);
  return value ? db.legacySessions.findFirst((q) => q.where({ value })) : undefined;
}

/** Ends the legacy session the request's cookie names (nothing when there is none). */
export function endLegacySession(request: Request): void {
  const value = cookieValue(request, LEGACY_SESSION_COOKIE.name);
  if (value) db.legacySessions.deleteMany((q) => q.where({ value }));
}

/** The answer header that tells the browser to drop the cookie (Max-Age=0, as it was set). */
export const expireLegacyCookie = `${LEGACY_SESSION_COOKIE.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;
