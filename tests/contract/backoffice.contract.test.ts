/**
 * Contract walk of the back-office account and setting areas (backoffice.md §7 Account, Setting)
 * over real HTTP: every endpoint answers within its schema for the person it serves, each
 * documented refusal is reachable, and what the operator saves shows on the learner side.
 * Who is refused where is walked for every back-office endpoint in backofficeAccess.contract.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { adminAccountEndpoints } from '@app/shared/api/contract/adminAccount';
import { adminSettingEndpoints } from '@app/shared/api/contract/adminSetting';
import { operatorPermissions } from '@app/shared/api/contract/permissions';
import { tenantEndpoints } from '@app/shared/api/contract/tenant';
import { seededLogins } from '@mocks/account/seed';
import { LEGACY_SESSION_COOKIE } from '@mocks/backoffice/account/seed';
import { LIMITED_OPERATOR_PERMISSIONS, seededOperators } from '@mocks/backoffice/seed';
import { DEFAULT_SCENARIO } from '@scenarios/registry';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const as = (token: string | null) => contractClient(server.baseUrl, token, called);

describe('back-office account contract over HTTP', () => {
  it('permissions: the full operator holds every area, the limited operator members and orders', async () => {
    const full = await loginAccessToken(server.baseUrl, seededOperators.full);
    const limited = await loginAccessToken(server.baseUrl, seededOperators.limited);
    await expect(as(full).call(adminAccountEndpoints.permissions, {})).resolves.toEqual({
      accountKey: seededOperators.full.accountKey,
      permissions: [...operatorPermissions],
    });
    await expect(as(limited).call(adminAccountEndpoints.permissions, {})).resolves.toEqual({
      accountKey: seededOperators.limited.accountKey,
      permissions: [...LIMITED_OPERATOR_PERMISSIONS],
    });
  });

  it('master/me: the authority chosen through add-role, for a MASTER session only', async () => {
    const { refreshToken, accessToken } = await server.login(seededLogins.manager);
    await expectApiError(as(accessToken).call(adminAccountEndpoints.masterMe, {}), 'permissionDenied');
    const master = await as(null).call(accountEndpoints.refreshAddRole, {
      body: { refreshToken, role: { role: 'MASTER', roleId: '102' } },
    });
    await expect(as(master.accessToken).call(adminAccountEndpoints.masterMe, {})).resolves.toEqual({
      masterId: '102',
      accountKey: 'acc-manager',
      displayName: '박운영',
      title: '라이브 강사',
    });
  });

  it('info-config: the tenant fields with their value types', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.limited);
    const { info } = await as(token).call(adminAccountEndpoints.infoConfig, {});
    expect(info.length).toBeGreaterThan(0);
    expect(info.map((field) => field.valueType)).toContain('KOR_BUSINESS_NUMBER');
  });

  it('account key by e-mail: found, or 404 request.not_found; a malformed e-mail is a 400', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.limited);
    await expect(
      as(token).call(adminAccountEndpoints.accountKeyByEmail, { query: { email: seededLogins.learner.identifier } }),
    ).resolves.toEqual({ accountKey: 'acc-learner' });
    await expectApiError(
      as(token).call(adminAccountEndpoints.accountKeyByEmail, { query: { email: 'nobody@klass.test' } }),
      'notFound',
    );
    await expectApiError(
      as(token).call(adminAccountEndpoints.accountKeyByEmail, { query: { email: 'not an email' } }),
      'badRequest',
    );
    // A member's key: an operator's account has no member detail to lead to.
    await expectApiError(
      as(token).call(adminAccountEndpoints.accountKeyByEmail, { query: { email: seededOperators.full.identifier } }),
      'notFound',
    );
  });

  it('account key by e-mail: the e-mail is matched as every other lookup matches it (case and spaces aside)', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.limited);
    const exact = await as(token).call(adminAccountEndpoints.accountKeyByEmail, { query: { email: 'outsider@klass.test' } });
    await expect(
      as(token).call(adminAccountEndpoints.accountKeyByEmail, { query: { email: 'Outsider@klass.test' } }),
    ).resolves.toEqual(exact);
    await expect(
      as(token).call(adminAccountEndpoints.accountKeyByEmail, { query: { email: 'LEARNER@KLASS.TEST' } }),
    ).resolves.toEqual({ accountKey: 'acc-learner' });
  });

  it('legacy session: the cookie answers a working token pair; without it 401', async () => {
    called.add(adminAccountEndpoints.legacySession.id);
    const url = `${server.baseUrl}${adminAccountEndpoints.legacySession.path}`;
    const withCookie = await fetch(url, {
      headers: { cookie: `${LEGACY_SESSION_COOKIE.name}=${LEGACY_SESSION_COOKIE.value}` },
    });
    expect(withCookie.status).toBe(200);
    const pair = adminAccountEndpoints.legacySession.response.parse(await withCookie.json());
    await expect(as(pair.accessToken).call(adminAccountEndpoints.permissions, {})).resolves.toMatchObject({
      accountKey: seededOperators.full.accountKey,
    });
    const without = await fetch(url);
    expect(without.status).toBe(401);
    await expectApiError(as(null).call(adminAccountEndpoints.legacySession, {}), 'unauthenticated');
  });

  it('logout ends the legacy cookie session the request carries and tells the browser to drop the cookie', async () => {
    const url = `${server.baseUrl}${adminAccountEndpoints.legacySession.path}`;
    const cookie = `${LEGACY_SESSION_COOKIE.name}=${LEGACY_SESSION_COOKIE.value}`;
    const picked = await fetch(url, { headers: { cookie } });
    expect(picked.status).toBe(200);
    const pair = adminAccountEndpoints.legacySession.response.parse(await picked.json());

    const logout = await fetch(`${server.baseUrl}${accountEndpoints.logout.path}`, {
      method: accountEndpoints.logout.method,
      headers: { cookie, Authorization: `Qube-token ${pair.accessToken}` },
    });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(new RegExp(`^${LEGACY_SESSION_COOKIE.name}=;.*Max-Age=0`));

    // The cookie a browser might still send no longer names a session.
    const again = await fetch(url, { headers: { cookie } });
    expect(again.status).toBe(401);
  });
});

describe('back-office setting contract over HTTP', () => {
  it('organization: read, saved, and shown to the learner site (one world)', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const before = await as(token).call(adminSettingEndpoints.organization, {});
    expect(before.serviceName.length).toBeGreaterThan(0);
    const saved = await as(token).call(adminSettingEndpoints.updateOrganization, {
      body: { serviceName: '  클래스   아카데미 ', supportTel: '1588-1234', email: 'help@klass.test' },
    });
    // Common text is normalised (§5): trimmed, repeated whitespace collapsed.
    expect(saved).toEqual({ serviceName: '클래스 아카데미', supportTel: '1588-1234', email: 'help@klass.test' });
    const preferences = await as(null).call(tenantEndpoints.preferences, {});
    expect(preferences.corporation).toEqual(saved);
  });

  it('organization: a bad body is refused with 400 and changes nothing', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const before = await as(token).call(adminSettingEndpoints.organization, {});
    for (const body of [
      { serviceName: '', supportTel: null, email: 'help@klass.test' },
      { serviceName: '가'.repeat(31), supportTel: null, email: 'help@klass.test' },
      { serviceName: '클래스', supportTel: '12', email: 'help@klass.test' },
      { serviceName: '클래스', supportTel: null, email: 'help' },
    ]) {
      await expectApiError(as(token).call(adminSettingEndpoints.updateOrganization, { body }), 'badRequest');
    }
    await expect(as(token).call(adminSettingEndpoints.organization, {})).resolves.toEqual(before);
  });

  it('calls every endpoint of both areas', () => {
    expect([...called].filter((id) => id.startsWith('admin')).sort()).toEqual(
      [...Object.values(adminAccountEndpoints), ...Object.values(adminSettingEndpoints)].map((e) => e.id).sort(),
    );
  });
});

describe('the teacher-master scenario', () => {
  it('signs the teacher in as MASTER 201: master/me answers their own authority', async () => {
    const session = await server.useScenario('teacher-master');
    if (!session) throw new Error('teacher-master logs in');
    try {
      await expect(as(session.accessToken).call(adminAccountEndpoints.masterMe, {})).resolves.toEqual({
        masterId: '201',
        accountKey: 'acc-teacher',
        displayName: expect.any(String),
        title: '오선생의 수학 교실',
      });
    } finally {
      await server.useScenario(DEFAULT_SCENARIO);
    }
  });
});
