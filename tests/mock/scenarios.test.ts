/**
 * Scenario application (issue 5 "Scenarios"): every scenario of the registry applies, and each
 * changes the world the way its description says, seen through the app's own http client.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { errorCodes } from '@app/shared/api/contract/errors';
import { allEndpoints } from '@app/shared/api/contract/registry';
import { tenantEndpoints } from '@app/shared/api/contract/tenant';
import { loadScenario } from '@mocks/engine/applyScenario';
import { settings } from '@mocks/engine/settings';
import { scenarioMenu, scenarioRegistry } from '@scenarios/registry';
import type { Scenario } from '@scenarios/types';
import { useMockScenario, type MockScenarioHandle } from './useMockScenario';

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

/** Moves the mock clock forward, as time passing would. */
function advanceClock(seconds: number): void {
  const previous = settings.now;
  settings.now = () => previous() + seconds * 1000;
}

function preferences(mock: MockScenarioHandle) {
  return mock.client().request(tenantEndpoints.preferences, {});
}

function me(mock: MockScenarioHandle) {
  return mock.client().request(accountEndpoints.me, {});
}

describe('the registry', () => {
  it('holds every scenario issue 5 asks for, each named once and described', () => {
    const names = scenarioRegistry.map((scenario) => scenario.name);
    expect(new Set(names).size).toBe(names.length);
    for (const required of [
      'default',
      'visitor',
      'new-learner',
      'social-only-learner',
      'token-expiring',
      'refresh-fails',
      'server-504',
      'bad-request-400',
      'tenant-drop-out',
      'tenant-drop-out-message',
      'tenant-archived',
      'social-and-sso',
      'mobile-app',
      'manager',
      'slow-network',
      'empty',
    ]) {
      expect(names).toContain(required);
    }
    for (const entry of scenarioMenu) expect(entry.description.length).toBeGreaterThan(0);
  });

  it('"refresh-fails (choose the refresh code)": one scenario per refresh code of learner.md §8', () => {
    const refreshCodes = Object.values(errorCodes)
      .map(({ code }) => code)
      .filter((code) => code.startsWith('refresh.'));
    const injected = scenarioRegistry.flatMap((scenario) =>
      (scenario.failures ?? []).filter((failure) => failure.endpoint === 'account.refresh'),
    );
    expect(new Set(injected.map((failure) => errorCodes[failure.error].code))).toEqual(
      new Set(refreshCodes),
    );
  });

  it('names only endpoints the contract has in its failures', () => {
    const ids = new Set(allEndpoints().map((endpoint) => endpoint.id));
    for (const scenario of scenarioRegistry) {
      for (const failure of scenario.failures ?? []) {
        for (const id of [failure.endpoint, ...(failure.except ?? [])].filter((id) => id !== '*')) {
          expect(ids, `${scenario.name}: ${id}`).toContain(id);
        }
      }
    }
  });

  it.each(scenarioRegistry.map((scenario) => [scenario.name]))(
    'applies %s without error',
    async (name) => {
      await expect(loadScenario(name)).resolves.toMatchObject({ name });
    },
  );

  it('refuses an unknown scenario, naming the known ones', async () => {
    await expect(loadScenario('no-such-world')).rejects.toThrow(/Known scenarios: default/);
  });

  it('refuses a scenario serving a tenant that is not seeded', async () => {
    const broken: Scenario = {
      name: 'broken',
      description: '-',
      session: 'visitor',
      tenant: { tenantId: 'nope' },
    };
    await expect(loadScenario(broken)).rejects.toThrow(/nope/);
  });
});

describe('default', () => {
  const mock = useMockScenario('default');
  it('logs in the seeded learner on an ACTIVE site with no latency in tests', async () => {
    expect(settings.latencyMs).toBe(0);
    await expect(me(mock)).resolves.toMatchObject({ email: 'learner@klass.test' });
    await expect(preferences(mock)).resolves.toMatchObject({ status: 'ACTIVE' });
  });
});

describe('visitor', () => {
  const mock = useMockScenario('visitor');
  it('has no session: /me answers auth.unauthenticated.header (401)', async () => {
    expect(mock.session()).toBeNull();
    const error = await failureOf(me(mock));
    expect(error.toJSON()).toMatchObject({ status: 401, code: errorCodes.unauthenticated.code });
  });
});

describe('new-learner', () => {
  const mock = useMockScenario('new-learner');
  it('logs in the learner whose email is not verified', async () => {
    await expect(me(mock)).resolves.toMatchObject({
      email: 'new@klass.test',
      emailVerified: false,
    });
  });
});

describe('social-only-learner', () => {
  const mock = useMockScenario('social-only-learner');
  it('logs in the seeded social-only account: KAKAO and NAVER linked, no password, no id', async () => {
    await expect(me(mock)).resolves.toMatchObject({
      email: 'social@klass.test',
      id: null,
      hasPassword: false,
      linkedSocial: ['KAKAO', 'NAVER'],
    });
  });

  it('can set a password (and then log in with it), but not change one it does not have', async () => {
    const client = mock.client();
    const refused = await failureOf(
      client.request(accountEndpoints.changePassword, {
        body: {
          currentPassword: 'anything-1',
          password: 'klassSocial1',
          verificationPassword: 'klassSocial1',
        },
      }),
    );
    expect(refused.status).toBe(400);
    await client.request(accountEndpoints.setPassword, {
      body: { password: 'klassSocial1', verificationPassword: 'klassSocial1' },
    });
    await expect(me(mock)).resolves.toMatchObject({ hasPassword: true });
    await expect(
      client.request(accountEndpoints.login, {
        body: { identifier: 'social@klass.test', password: 'klassSocial1' },
      }),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
  });
});

describe('token-expiring', () => {
  const mock = useMockScenario('token-expiring');
  it('"access token expires 3 s after load": exp is 3 s after iat, then TOKEN_EXPIRED', async () => {
    const session = mock.session();
    if (!session) throw new Error('token-expiring logs a learner in');
    const { exp, iat } = decodeJwt(session.accessToken);
    expect(exp).toBe((iat ?? 0) + 3);
    expect(Math.abs((exp ?? 0) * 1000 - (Date.now() + 3000))).toBeLessThan(1500);
    await expect(me(mock)).resolves.toMatchObject({ email: 'learner@klass.test' });
    advanceClock(4);
    const error = await failureOf(me(mock));
    expect(error.code).toBe(errorCodes.tokenExpired.code);
  });

  it('"refresh works": the refresh token answers a new pair that is not expiring again', async () => {
    const session = mock.session();
    if (!session) throw new Error('token-expiring logs a learner in');
    advanceClock(4);
    const pair = await mock
      .client()
      .request(accountEndpoints.refresh, { body: { refreshToken: session.refreshToken } });
    // Only the session's first token is short-lived; a refreshed one outlives the 5 s margin.
    const nowSeconds = Math.floor(settings.now() / 1000);
    expect(decodeJwt(pair.accessToken).exp).toBeGreaterThan(nowSeconds + 60);
  });
});

describe.each(
  scenarioRegistry
    .filter((scenario) => scenario.name.startsWith('refresh-fails'))
    .map((scenario) => [scenario.name, scenario.failures?.[0]?.error ?? 'refreshUnknown'] as const),
)('%s', (name, error) => {
  const mock = useMockScenario(name);
  it(`answers the refresh call with ${errorCodes[error].code} in the documented shape`, async () => {
    const session = mock.session();
    if (!session) throw new Error(`${name} logs a learner in`);
    const failure = await failureOf(
      mock
        .client()
        .request(accountEndpoints.refresh, { body: { refreshToken: session.refreshToken } }),
    );
    expect(failure.toJSON()).toMatchObject({
      status: errorCodes[error].status,
      code: errorCodes[error].code,
    });
    expect(decodeJwt(session.accessToken).exp).toBe((decodeJwt(session.accessToken).iat ?? 0) + 3);
  });
});

describe.each([
  ['server-504', 'gatewayTimeout'],
  ['bad-request-400', 'badRequest'],
] as const)('%s', (name, error) => {
  const mock = useMockScenario(name);
  it(`answers calls with ${errorCodes[error].status} ${errorCodes[error].code}, but keeps the preferences`, async () => {
    const failure = await failureOf(me(mock));
    expect(failure.toJSON()).toMatchObject({
      status: errorCodes[error].status,
      code: errorCodes[error].code,
      message: expect.any(String),
    });
    await expect(preferences(mock)).resolves.toMatchObject({ status: 'ACTIVE' });
  });
});

describe('tenant-drop-out', () => {
  const mock = useMockScenario('tenant-drop-out');
  it('"DROP_OUT shows the service-ended page": default text (no message) and a support telephone', async () => {
    await expect(preferences(mock)).resolves.toMatchObject({
      status: 'DROP_OUT',
      statusMessage: null,
      corporation: { supportTel: expect.any(String) },
    });
  });
});

describe('tenant-drop-out-message', () => {
  const mock = useMockScenario('tenant-drop-out-message');
  it('"a custom message replaces the default text"; no telephone, so the email shows', async () => {
    const answer = await preferences(mock);
    expect(answer.status).toBe('DROP_OUT');
    expect(answer.statusMessage).toEqual(expect.any(String));
    expect(answer.corporation.supportTel).toBeNull();
  });
});

describe('tenant-archived', () => {
  const mock = useMockScenario('tenant-archived');
  it('"ARCHIVED shows the archived page" with the status title and message', async () => {
    await expect(preferences(mock)).resolves.toMatchObject({
      status: 'ARCHIVED',
      statusTitle: expect.any(String),
      statusMessage: expect.any(String),
    });
  });
});

describe('social-and-sso', () => {
  const mock = useMockScenario('social-and-sso');
  it('enables KAKAO, NAVER, an SSO configuration, manager and basic login (learner.md §4 derivation)', async () => {
    const { login } = await preferences(mock);
    expect(login).toMatchObject({
      kakaoEnabled: true,
      naverEnabled: true,
      managerLoginUsed: true,
      basicLoginUsed: true,
    });
    expect(login.sso).not.toBeNull();
  });
});

describe('manager', () => {
  const mock = useMockScenario('manager');
  it('logs in the seeded manager', async () => {
    await expect(me(mock)).resolves.toMatchObject({ email: 'manager@klass.test' });
  });
});

describe('mobile-app', () => {
  const mock = useMockScenario('mobile-app');
  it('says the native bridge is present and has a session for it to hand over', () => {
    expect(mock.scenario().nativeBridge).toBe(true);
    expect(mock.session()).not.toBeNull();
  });
});

describe('slow-network', () => {
  useMockScenario('slow-network');
  it('delays every answer by the scenario latency (speed itself is measured by the benchmark)', () => {
    expect(settings.latencyMs).toBe(3000);
    expect(settings.latencyJitterMs).toBe(0);
  });
});

describe('empty', () => {
  const mock = useMockScenario('empty');
  it('adds its own account and logs it in; its password works at the login', async () => {
    await expect(me(mock)).resolves.toMatchObject({
      email: 'empty@klass.test',
      displayName: '정비움',
    });
    await expect(
      mock
        .client()
        .request(accountEndpoints.login, {
          body: { identifier: 'empty@klass.test', password: 'klass_empty_1' },
        }),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
  });
});

describe('scenario knobs beyond the registry', () => {
  const mock = useMockScenario('visitor');

  it('lays preference overrides over the tenant, one level deep', async () => {
    await loadScenario({
      name: 'dark-brand',
      description: '-',
      session: 'visitor',
      tenant: { preferences: { theme: { primaryColor: '#111111' }, font: 'Nanum Gothic' } },
    });
    const answer = await preferences(mock);
    expect(answer.theme).toEqual({ primaryColor: '#111111', logoUrl: null });
    expect(answer.font).toBe('Nanum Gothic');
  });

  it('fails a call only `times` times', async () => {
    await loadScenario({
      name: 'one-504',
      description: '-',
      session: 'visitor',
      failures: [{ endpoint: 'tenant.preferences', error: 'gatewayTimeout', times: 1 }],
    });
    expect((await failureOf(preferences(mock))).status).toBe(504);
    await expect(preferences(mock)).resolves.toMatchObject({ status: 'ACTIVE' });
  });

  it('starts the mock clock at clock.startAt', async () => {
    await loadScenario({
      name: 'past',
      description: '-',
      session: 'visitor',
      clock: { startAt: '2025-01-01T09:00:00+09:00' },
    });
    expect(Math.abs(settings.now() - Date.parse('2025-01-01T00:00:00Z'))).toBeLessThan(1000);
  });
});
