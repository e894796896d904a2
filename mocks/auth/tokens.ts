/**
 * Real signed tokens for the mock: HS256 JWT access tokens carrying `exp` (seconds), and opaque
 * refresh tokens that rotate. The secret is fixed: these tokens guard nothing but the mock.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { settings } from '@mocks/engine/settings';

const secret = new TextEncoder().encode('klass-mock-signing-secret-not-for-production');
const ISSUER = 'klass-mock';

export interface AccessClaims {
  /** accountKey */
  sub: string;
  roles: string[];
  /** MASTER role id when a role was added. */
  roleId?: string;
  /** Session id: the refresh-token family of this login, so logout can end exactly it. */
  sid?: string;
}

export async function signAccessToken(claims: AccessClaims): Promise<string> {
  const nowSeconds = Math.floor(settings.now() / 1000);
  return new SignJWT({
    roles: claims.roles,
    ...(claims.roleId ? { roleId: claims.roleId } : {}),
    ...(claims.sid ? { sid: claims.sid } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + settings.accessTokenTtlSeconds)
    .sign(secret);
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      currentDate: new Date(settings.now()),
    });
    if (typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
    const roles = Array.isArray(payload.roles) ? payload.roles.map(String) : [];
    const roleId = typeof payload.roleId === 'string' ? payload.roleId : undefined;
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    return {
      ok: true,
      claims: { sub: payload.sub, roles, ...(roleId ? { roleId } : {}), ...(sid ? { sid } : {}) },
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/** Opaque, unguessable value for refresh tokens and one-time links (reset, invite, QR, OAuth). */
export function newOpaqueToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A 6-digit e-mail verification code (spec §5: digits only, at most 6). */
export function newVerificationCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}
