/** Unit tests of the mock's tokens: real HS256 JWTs with `exp` against the mock clock, codes and secrets. */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { resetSettings, settings } from '@mocks/engine/settings';
import { newOpaqueToken, newVerificationCode, signAccessToken, verifyAccessToken } from './tokens';

describe('mock tokens', () => {
  afterEach(() => resetSettings());

  it('signs exp = iat + accessTokenTtlSeconds and carries the session id', async () => {
    settings.accessTokenTtlSeconds = 3;
    const token = await signAccessToken({
      sub: 'acc-learner',
      roles: ['LEARNER'],
      sid: 'family-1',
    });
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3);
    expect(await verifyAccessToken(token)).toEqual({
      ok: true,
      claims: { sub: 'acc-learner', roles: ['LEARNER'], sid: 'family-1' },
    });
  });

  it('a token past its exp on the mock clock is expired; a tampered one invalid', async () => {
    settings.accessTokenTtlSeconds = 3;
    const token = await signAccessToken({ sub: 'acc-learner', roles: ['LEARNER'] });
    const issuedAt = settings.now();
    settings.now = () => issuedAt + 4000;
    expect(await verifyAccessToken(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(`${token}x`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('§5 verification codes are 6 digits; opaque tokens are unguessable and distinct', () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(newOpaqueToken()).toMatch(/^[0-9a-f]{48}$/);
    expect(newOpaqueToken()).not.toBe(newOpaqueToken());
  });
});
