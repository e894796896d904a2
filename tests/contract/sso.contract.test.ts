/**
 * Contract walk of SSO login (learner.md §4 SSO flow, §7 SSO login): each of the four methods
 * exchanges the credential the seed documents (`seededSso`) for a session of the learner, any
 * other credential is refused with a clear error, an empty one is a bad request, and the SSO
 * logout walk (logout URL, then the partner's page without credentials) answers.
 * `describeSsoContract(() => baseUrl)` runs against any server holding the seeded world.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { ssoEndpoints as endpoints } from '@app/shared/api/contract/sso';
import { seededLogins } from '@mocks/account/seed';
import { ssoRefused } from '@mocks/sso/login';
import { seededSso } from '@mocks/sso/seed';
import { startNodeMock, stopNodeMock } from '@mocks/runtimes/node';
import { NODE_MOCK_ORIGIN } from '@tests/mock/client';
import { contractClient, expectApiError, loginAccessToken } from './support/contractClient';

const REFUSED = ssoRefused;

export function describeSsoContract(baseUrl: () => string): void {
  const called = new Set<string>();
  const visitor = () => contractClient(baseUrl(), null, called);

  /** Each method with its seeded credential and the call that sends it. */
  const methods = [
    {
      method: 'jwt',
      login: (credential: string) =>
        visitor().call(endpoints.jwt, { body: { accessToken: credential } }),
      credential: seededSso.jwt.credential,
    },
    {
      method: 'access-token',
      login: (credential: string) =>
        visitor().call(endpoints.accessToken, { body: { accessToken: credential } }),
      credential: seededSso.accessToken.credential,
    },
    {
      method: 'mobile-app',
      login: (credential: string) =>
        visitor().call(endpoints.mobileApp, { body: { token: credential } }),
      credential: seededSso.mobileApp.credential,
    },
    {
      method: 'custom.cjenc',
      login: (credential: string) =>
        visitor().call(endpoints.customCjenc, { body: { credential } }),
      credential: seededSso.customCjenc.credential,
    },
  ] as const;

  for (const { method, login, credential } of methods) {
    it(`${method}: the seeded credential logs in as the learner; another is refused`, async () => {
      const pair = await login(credential);
      const me = await contractClient(baseUrl(), pair.accessToken, called).call(
        accountEndpoints.me,
        {},
      );
      expect(me.accountKey).toBe('acc-learner');
      await expectApiError(login(`${credential}-forged`), 'loginFailed', REFUSED);
      await expectApiError(login(''), 'badRequest');
    });
  }

  it('a credential of one method is not accepted by another', async () => {
    await expectApiError(
      visitor().call(endpoints.jwt, { body: { accessToken: seededSso.mobileApp.credential } }),
      'loginFailed',
    );
  });

  it('SSO logout: GET the logout URL, then the partner page without credentials (204)', async () => {
    const learner = contractClient(
      baseUrl(),
      await loginAccessToken(baseUrl(), seededLogins.learner),
      called,
    );
    const { logoutUrl } = await learner.call(accountEndpoints.ssoLogoutAccess, {});
    const response = await fetch(logoutUrl, { credentials: 'omit' });
    expect(response.status).toBe(204);
    expect(await visitor().call(endpoints.partnerLogout, {})).toBeNull();
  });

  it('walked every SSO endpoint', () => {
    const ssoIds = [...called].filter((id) => id.startsWith('sso.')).sort();
    expect(ssoIds).toEqual(
      Object.values(endpoints)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
}

describe('SSO contract (Node mock)', () => {
  beforeAll(() => startNodeMock());
  afterAll(stopNodeMock);
  describeSsoContract(() => NODE_MOCK_ORIGIN);
});
