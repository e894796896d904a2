/**
 * The ticket's resource access token (`POST /v2/public/resource-access-token`, learner.md §7) as a
 * real signed token, so the hub's play calls (mocks/backoffice/master/playback.ts) can tell whose
 * ticket of which class it was issued for and whether it has expired, as a hub would, without a
 * table of issued tokens. Also the signature of the hub's signed media URLs, which the media
 * answers check. The secret guards nothing but the mock.
 */
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { TicketType } from '@app/shared/api/contract/inventory';
import { settings } from '@mocks/engine/settings';

const secret = new TextEncoder().encode('klass-mock-hub-secret-not-for-production');
const RESOURCE_ISSUER = 'klass-mock-resource';
const MEDIA_ISSUER = 'klass-mock-media';

/** RESOURCE tokens are short: a learner's media calls take a new one soon after. */
export const RESOURCE_TOKEN_MS = 5 * 60 * 1000;
/** A signed media URL plays for a lesson's length and more: the element asks for ranges as it plays. */
export const SIGNED_MEDIA_MS = 2 * 60 * 60 * 1000;

export interface ResourceClaims {
  accountKey: string;
  ticketKey: string;
  tokenType: TicketType;
  /** The class (or course) of the ticket. */
  targetId: string;
}

export type ResourceVerdict = { ok: true; claims: ResourceClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** A resource token living `lifetimeMs` from now (negative: already expired, for the expiry world). */
export async function signResourceToken(claims: ResourceClaims, lifetimeMs = RESOURCE_TOKEN_MS): Promise<{ token: string; expiredAt: string }> {
  const expiresAt = settings.now() + lifetimeMs;
  const token = await new SignJWT({ ticketKey: claims.ticketKey, tokenType: claims.tokenType, targetId: claims.targetId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.accountKey)
    .setIssuer(RESOURCE_ISSUER)
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(secret);
  return { token: `rat_${token}`, expiredAt: new Date(expiresAt).toISOString() };
}

async function verify(token: string, issuer: string) {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer, currentDate: new Date(settings.now()) });
    return { ok: true as const, payload };
  } catch (error) {
    return { ok: false as const, reason: error instanceof joseErrors.JWTExpired ? ('expired' as const) : ('invalid' as const) };
  }
}

export async function verifyResourceToken(value: string | null): Promise<ResourceVerdict> {
  if (!value?.startsWith('rat_')) return { ok: false, reason: 'invalid' };
  const verdict = await verify(value.slice('rat_'.length), RESOURCE_ISSUER);
  if (!verdict.ok) return verdict;
  const { sub, ticketKey, tokenType, targetId } = verdict.payload;
  if (typeof sub !== 'string' || typeof ticketKey !== 'string' || typeof targetId !== 'string' || (tokenType !== 'KLASS' && tokenType !== 'COURSE')) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, claims: { accountKey: sub, ticketKey, tokenType, targetId } };
}

/** The signature of a media URL: what it opens (`resource`, e.g. `video:<id>`) until it expires. */
export async function signMedia(resource: string): Promise<{ signature: string; expiredAt: string }> {
  const expiresAt = settings.now() + SIGNED_MEDIA_MS;
  const signature = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(resource)
    .setIssuer(MEDIA_ISSUER)
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(secret);
  return { signature, expiredAt: new Date(expiresAt).toISOString() };
}

/** Whether `signature` opens `resource` now. */
export async function mediaSigned(resource: string, signature: string | null): Promise<boolean> {
  if (!signature) return false;
  const verdict = await verify(signature, MEDIA_ISSUER);
  return verdict.ok && verdict.payload.sub === resource;
}
