/**
 * The SSO flow (learner.md §4 "SSO flow", §7 "SSO login"): credential required, one authenticate
 * endpoint per method, "Invalid SSO Method" for any other, ending with a result or an error.
 */
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '@app/shared/api/client/api';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import { SSO_CREDENTIAL_REQUIRED, SSO_INVALID_METHOD, runSso } from './sso';

const pair = { accessToken: 'access', refreshToken: 'refresh' };

function recordingApi(answer: () => Response = () => Response.json(pair)) {
  const calls: Array<{ path: string; authorization: string | null; body: unknown }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      path: new URL(String(input)).pathname,
      authorization: new Headers(init?.headers).get('Authorization'),
      body: JSON.parse(String(init?.body)) as unknown,
    });
    return Promise.resolve(answer());
  });
  configureApi(createHttpClient({ baseUrl: 'http://api.test', fetch }));
  return calls;
}

describe('SSO methods call their authenticate endpoint (learner.md §7 "SSO login")', () => {
  it.each([
    ['jwt', '/sso/login/jwt', { accessToken: 'cred' }],
    ['access-token', '/sso/login/access', { accessToken: 'cred' }],
    ['mobile-app', '/rest/account/player/login', { token: 'cred' }],
    ['custom.cjenc', '/v2/public/auth/sso/custom/cjenc', { credential: 'cred' }],
  ])('%s posts to %s and finishes with the token pair', async (method, path, body) => {
    const calls = recordingApi();
    expect(await runSso(method, 'cred')).toEqual({ result: pair });
    // §7: a call that needs no token still carries the header, as None (only refresh calls omit it).
    expect(calls).toEqual([{ path, authorization: 'None', body }]);
  });
});

describe('SSO errors (learner.md §4)', () => {
  it.each([undefined, null, ''])(
    'no credential (%s) finishes with "Credential is required"',
    async (credential) => {
      const calls = recordingApi();
      const outcome = await runSso('jwt', credential);
      expect(outcome.error).toEqual(new Error(SSO_CREDENTIAL_REQUIRED));
      expect(calls).toEqual([]);
    },
  );

  it.each(['saml', 'JWT', 'custom'])(
    'method %s finishes with "Invalid SSO Method"',
    async (method) => {
      const calls = recordingApi();
      const outcome = await runSso(method, 'cred');
      expect(outcome.error).toEqual(new Error(SSO_INVALID_METHOD));
      expect(calls).toEqual([]);
    },
  );

  it('a failed authenticate call finishes with that error', async () => {
    const failure = { status: 400, code: 'request.invalid', message: 'bad', data: null };
    recordingApi(() => Response.json(failure, { status: 400 }));
    const outcome = await runSso('access-token', 'cred');
    expect(outcome).toEqual({ error: expect.objectContaining(failure) });
  });
});
