/**
 * The request layer as the app starts it (`startSession`): http client + token session against a
 * small fake backend (an injected fetch). Rules from learner.md §4, §7, §8 and backoffice.md §8.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint } from '@app/shared/api/contract/endpoint';
import { errorCodes, refreshAndRetryCodes } from '@app/shared/api/contract/errors';
import { startSession, type StartSessionOptions } from '@app/shared/session/startSession';
import type { KlassPlayerBridge } from '@app/shared/session/nativeBridge';
import { accessTokenExpiringAt, createMemoryStorage } from '@app/shared/session/testing';
import { TOKEN_STORAGE_KEYS } from '@app/shared/session/tokenStorage';
import { commonCopy } from '@app/shared/copy/common';
import { ApiError } from './ApiError';
import { refreshKlassRoomToken } from '@app/shared/api/contract/inventory';
import { refresh, refreshAddRole } from '@app/shared/api/contract/session';
import { DATA_PROCESSING_ERROR, createHttpClient } from './httpClient';
import { REFRESH_CALL_IDS } from './send';

const BASE = 'http://api.test';
const NOW = Date.UTC(2025, 0, 1, 9, 0, 0);
const HOUR = 60 * 60 * 1000;

const probe = defineEndpoint({
  id: 'test.probe',
  method: 'GET',
  path: '/rest/test/probe/{id}',
  auth: 'required',
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string(), token: z.string() }),
  summary: 'Answers which token it saw.',
});
const publicProbe = defineEndpoint({
  id: 'test.public',
  method: 'GET',
  path: '/rest/test/public',
  auth: 'optional',
  response: z.object({ authorization: z.string() }),
  summary: 'Public call that echoes the Authorization header.',
});
/** Echoes Authorization as a login does: `auth: 'none'`, and not a refresh call. */
const publicProbeNone = defineEndpoint({
  id: 'test.publicNone',
  method: 'GET',
  path: '/rest/test/public',
  auth: 'none',
  response: z.object({ authorization: z.string() }),
  summary: 'Call that needs no token and echoes the Authorization header.',
});
const removal = defineEndpoint({
  id: 'test.remove',
  method: 'DELETE',
  path: '/rest/test/thing',
  auth: 'required',
  response: z.null(),
  summary: 'Answers 204.',
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function errorAnswer({ code, status }: { code: string; status: number }): Response {
  return json({ status, code, message: `message of ${code}`, data: null }, status);
}

interface Seen {
  path: string;
  authorization: string | null;
}

/**
 * A backend that accepts only the access tokens it issued last, rotates refresh tokens, and
 * otherwise lets each test override the answer for the probe.
 */
function fakeBackend(firstPair: { accessToken: string; refreshToken: string }) {
  let validAccess = firstPair.accessToken;
  let validRefresh = firstPair.refreshToken;
  let refreshFailure: { code: string; status: number } | null = null;
  const seen: Seen[] = [];
  let refreshCalls = 0;
  let probeOverride: ((attempt: number) => Response | null) | null = null;
  let probeAttempts = 0;

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const authorization = new Headers(init?.headers).get('Authorization');
    seen.push({ path: url.pathname, authorization });
    // Let concurrent callers pile up, as a real network would; `/slow` answers last.
    await new Promise((resolve) => setTimeout(resolve, url.pathname.endsWith('/slow') ? 20 : 1));

    if (url.pathname === '/rest/account/refresh') {
      refreshCalls += 1;
      if (refreshFailure) return errorAnswer(refreshFailure);
      const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
      if (refreshToken !== validRefresh) return errorAnswer(errorCodes.refreshAlreadyUsed);
      validAccess = accessTokenExpiringAt(NOW + HOUR);
      validRefresh = `refresh-${refreshCalls}`;
      return json({ accessToken: validAccess, refreshToken: validRefresh });
    }
    if (url.pathname.startsWith('/rest/test/probe/')) {
      probeAttempts += 1;
      const override = probeOverride?.(probeAttempts);
      if (override) return override;
      const token = authorization?.replace('Qube-token ', '');
      if (token !== validAccess) return errorAnswer(errorCodes.tokenExpired);
      return json({ id: url.pathname.split('/').pop(), token });
    }
    if (url.pathname === '/rest/test/public') return json({ authorization });
    if (url.pathname === '/rest/test/thing') return new Response(null, { status: 204 });
    return errorAnswer(errorCodes.notFound);
  });

  return {
    fetch,
    seen,
    get refreshCalls() {
      return refreshCalls;
    },
    get probeAttempts() {
      return probeAttempts;
    },
    failRefreshWith(code: { code: string; status: number }) {
      refreshFailure = code;
    },
    answerProbe(override: (attempt: number) => Response | null) {
      probeOverride = override;
    },
    /** The server ends the current access token early (as after a server-side rotation). */
    revokeAccess() {
      validAccess = 'revoked';
    },
    /** A valid token the server issued without the app asking (for the rejection tests). */
    get validAccess() {
      return validAccess;
    },
  };
}

function setUp(access: string, extra: Partial<StartSessionOptions> = {}) {
  const backend = fakeBackend({ accessToken: access, refreshToken: 'refresh-0' });
  const storage = createMemoryStorage({
    [TOKEN_STORAGE_KEYS.access]: access,
    [TOKEN_STORAGE_KEYS.refresh]: 'refresh-0',
  });
  const onClear = vi.fn();
  const { session, client } = startSession({
    baseUrl: BASE,
    fetch: backend.fetch,
    storage,
    now: () => NOW,
    onClear,
    bridge: null,
    checkAnswer: vi.fn(),
    ...extra,
  });
  return { backend, storage, onClear, session, client };
}

describe('Authorization header (learner.md §7: the token scheme followed by {token}, or None)', () => {
  it('sends Qube-token {token} on a protected call', async () => {
    const access = accessTokenExpiringAt(NOW + HOUR);
    const { backend, client } = setUp(access);
    await client.request(probe, { params: { id: '1' } });
    expect(backend.seen[0]?.authorization).toBe(`Qube-token ${access}`);
  });

  it('sends None without a token', async () => {
    const { client, session } = setUp(accessTokenExpiringAt(NOW + HOUR));
    session.clear('logout');
    expect(await client.request(publicProbe, {})).toEqual({ authorization: 'None' });
  });

  it('sends None, never the token, on a call that needs none (a login), even with a token held', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
    await client.request(publicProbeNone, {});
    expect(backend.seen).toEqual([{ path: '/rest/test/public', authorization: 'None' }]);
  });

  it('the refresh calls sent without the header are the contract\'s refresh endpoints', () => {
    expect([...REFRESH_CALL_IDS]).toEqual([refresh.id, refreshAddRole.id, refreshKlassRoomToken.id]);
    expect([refresh, refreshAddRole, refreshKlassRoomToken].map((endpoint) => endpoint.auth)).toEqual(['none', 'none', 'none']);
  });

  it('sends no Authorization at all on the refresh call ("Refresh calls carry no authorization")', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + 1_000));
    await client.request(probe, { params: { id: '1' } });
    const refreshCall = backend.seen.find((call) => call.path === '/rest/account/refresh');
    expect(refreshCall).toEqual({ path: '/rest/account/refresh', authorization: null });
  });
});

describe('expiring tokens and the shared refresh (learner.md §4 "Access token expiry")', () => {
  it('50 concurrent requests with an expiring token make exactly one refresh call and all succeed', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + 4_000));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.request(probe, { params: { id: String(i) } })),
    );

    expect(backend.refreshCalls).toBe(1);
    expect(answers.map((answer) => answer.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => String(i)),
    );
    expect(new Set(answers.map((answer) => answer.token))).toEqual(new Set([backend.validAccess]));
  });

  it('serial requests after a refresh do not refresh again', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + 4_000));
    for (let i = 0; i < 5; i += 1) await client.request(probe, { params: { id: String(i) } });
    expect(backend.refreshCalls).toBe(1);
  });

  it('a token already expired at load is refreshed before the first request', async () => {
    const { backend, client, storage } = setUp(accessTokenExpiringAt(NOW - HOUR));
    await client.request(probe, { params: { id: '1' } });
    expect(backend.seen.map((call) => call.path)).toEqual([
      '/rest/account/refresh',
      '/rest/test/probe/1',
    ]);
    expect(storage.entries.get(TOKEN_STORAGE_KEYS.access)).toBe(backend.validAccess);
  });

  it('a failed refresh reaches the caller as client.api.fail_to_refresh_token (the session\'s FAIL_TO_REFRESH_TOKEN) and clears the session', async () => {
    const { backend, client, onClear, session } = setUp(accessTokenExpiringAt(NOW));
    backend.failRefreshWith(errorCodes.refreshBlocked);
    const error = await client.request(probe, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      status: 400,
      code: 'client.api.fail_to_refresh_token',
      message: 'Failed to refresh access token',
      data: { reason: 'FAIL_TO_REFRESH_TOKEN', cause: errorCodes.refreshBlocked.code },
    });
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(onClear).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('an expiring token with no refresh token: client.api.fail_to_refresh_token, "Refresh token is empty"', async () => {
    const access = accessTokenExpiringAt(NOW);
    const backend = fakeBackend({ accessToken: access, refreshToken: 'refresh-0' });
    const { session, client } = startSession({
      baseUrl: BASE,
      fetch: backend.fetch,
      storage: createMemoryStorage({ [TOKEN_STORAGE_KEYS.access]: access }),
      now: () => NOW,
      bridge: null,
      checkAnswer: vi.fn(),
    });
    await expect(client.request(probe, { params: { id: '1' } })).rejects.toMatchObject({
      status: 400,
      code: 'client.api.fail_to_refresh_token',
      message: 'Refresh token is empty',
    });
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(backend.seen).toEqual([]);
  });
});

describe('client codes of the request layer (backoffice.md §8)', () => {
  it('a protected call with nobody signed in is client.api.login_required (401), never sent', async () => {
    const { backend, client, session } = setUp(accessTokenExpiringAt(NOW + HOUR));
    session.clear('logout');
    await expect(client.request(probe, { params: { id: '1' } })).rejects.toMatchObject({
      status: 401,
      code: 'client.api.login_required',
    });
    expect(backend.seen).toEqual([]);
  });

  it('an optional call with nobody signed in still goes out, as None', async () => {
    const { client, session } = setUp(accessTokenExpiringAt(NOW + HOUR));
    session.clear('logout');
    await expect(client.request(publicProbe, {})).resolves.toEqual({ authorization: 'None' });
  });

  it('a client that is no session\'s (a test\'s, a tool\'s) still shows the server a protected call without a token', async () => {
    const backend = fakeBackend({ accessToken: 'a', refreshToken: 'r' });
    const bare = createHttpClient({ baseUrl: BASE, fetch: backend.fetch, getAccessToken: () => Promise.resolve(null) });
    await expect(bare.request(probe, { params: { id: '1' } })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(backend.seen).toEqual([{ path: '/rest/test/probe/1', authorization: 'None' }]);
  });

  it('anything else that breaks inside the layer is client.api.unexpected_error with the generic message', async () => {
    const { client } = setUp(accessTokenExpiringAt(NOW + HOUR), {
      checkAnswer: () => {
        throw new TypeError('broken check');
      },
    });
    const error = await client.request(probe, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      status: 0,
      code: 'client.api.unexpected_error',
      message: commonCopy.serverError,
      data: { name: 'TypeError' },
    });
  });
});

describe('refresh and retry (learner.md §4 "Request error handling", backoffice.md §8 "Token codes")', () => {
  it.each(refreshAndRetryCodes)(
    'on %s: refreshes once and retries the request once',
    async (code) => {
      const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
      backend.answerProbe((attempt) => (attempt === 1 ? errorAnswer({ code, status: 401 }) : null));

      const answer = await client.request(probe, { params: { id: '7' } });

      expect(backend.refreshCalls).toBe(1);
      expect(backend.probeAttempts).toBe(2);
      expect(answer.token).toBe(backend.validAccess);
    },
  );

  it('passes a second token-expired answer through instead of retrying again', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
    backend.answerProbe(() => errorAnswer(errorCodes.hubTokenExpired));

    await expect(client.request(probe, { params: { id: '1' } })).rejects.toMatchObject({
      code: 'HUB_TOKEN_EXPIRED',
    });
    expect(backend.refreshCalls).toBe(1);
    expect(backend.probeAttempts).toBe(2);
  });

  it.each([
    errorCodes.unauthenticated,
    errorCodes.refreshExpired,
    errorCodes.ticketExpired,
    errorCodes.ticketTokenRedundantAccess,
    errorCodes.serverError,
    errorCodes.gatewayTimeout,
  ])(
    'passes $code through untouched ("other errors are ignored by this handler")',
    async (failure) => {
      const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
      backend.answerProbe(() => errorAnswer(failure));

      const error = await client.request(probe, { params: { id: '1' } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).toJSON()).toEqual({
        status: failure.status,
        code: failure.code,
        message: `message of ${failure.code}`,
        data: null,
      });
      expect(backend.refreshCalls).toBe(0);
      expect(backend.probeAttempts).toBe(1);
    },
  );

  it('requests rejected together share one refresh, even one rejected after the refresh ended', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
    backend.revokeAccess();

    const ids = [...Array.from({ length: 20 }, (_, i) => String(i)), 'slow'];
    const answers = await Promise.all(ids.map((id) => client.request(probe, { params: { id } })));

    expect(backend.refreshCalls).toBe(1);
    expect(answers.map((answer) => answer.id)).toEqual(ids);
  });

  it('in the native app, refreshes through the bridge and retries (learner.md §4 "Mobile token handling")', async () => {
    const backend = fakeBackend({ accessToken: 'native-old', refreshToken: 'unused' });
    let nativeToken = 'native-old';
    const bridge: KlassPlayerBridge = {
      getAccessToken: () => nativeToken,
      refreshAccessToken: vi.fn(async () => {
        nativeToken = backend.validAccess;
        return nativeToken;
      }),
      fileDownload: () => undefined,
    };
    const { client } = startSession({
      baseUrl: BASE,
      fetch: backend.fetch,
      bridge,
      checkAnswer: vi.fn(),
    });
    backend.revokeAccess();
    backend.answerProbe((attempt) => (attempt === 1 ? errorAnswer(errorCodes.tokenExpired) : null));

    const answer = await client.request(probe, { params: { id: '1' } });

    expect(bridge.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(backend.refreshCalls).toBe(0);
    expect(answer.token).toBe(nativeToken);
  });
});

describe('normalised failures (backoffice.md §8)', () => {
  function plainClient(fetch: typeof globalThis.fetch, checkAnswer = vi.fn()) {
    return createHttpClient({ baseUrl: BASE, fetch, checkAnswer });
  }

  it('status 204 gives an empty result', async () => {
    const { client } = setUp(accessTokenExpiringAt(NOW + HOUR));
    expect(await client.request(removal, {})).toBeNull();
  });

  it('a network failure becomes client.api.process_fail with the data-processing message', async () => {
    const client = plainClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request(publicProbe, {})).rejects.toMatchObject({
      status: 0,
      code: 'client.api.process_fail',
      message: DATA_PROCESSING_ERROR,
    });
  });

  it('an unparsable body becomes client.api.parse_fail with the data-processing message', async () => {
    const client = plainClient(() => Promise.resolve(new Response('<html>oops', { status: 200 })));
    await expect(client.request(publicProbe, {})).rejects.toMatchObject({
      code: 'client.api.parse_fail',
      message: DATA_PROCESSING_ERROR,
    });
  });

  it.each([
    ['another shape', { error: 'boom' }],
    ['a status that is not a whole number', { status: '502', code: 'c', message: 'm', data: null }],
    ['a code that is not a text', { status: 502, code: 7, message: 'm', data: null }],
    ['no message', { status: 502, code: 'c', data: null }],
    ['data as a list', { status: 502, code: 'c', message: 'm', data: [] }],
    ['no data at all', { status: 502, code: 'c', message: 'm' }],
  ])('an error body with %s becomes client.api.illegal_error_format', async (_, body) => {
    const client = plainClient(() => Promise.resolve(json(body, 502)));
    await expect(client.request(publicProbe, {})).rejects.toMatchObject({
      status: 502,
      code: 'client.api.illegal_error_format',
    });
  });

  it('an error body with the documented shape keeps its data', async () => {
    const body = { status: 409, code: 'c', message: 'm', data: { detail: 'd' } };
    const client = plainClient(() => Promise.resolve(json(body, 409)));
    await expect(client.request(publicProbe, {})).rejects.toMatchObject(body);
  });

  it('a cancelled request stays a cancellation', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    const client = plainClient(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(client.request(publicProbe, {}, { signal: controller.signal })).rejects.toBe(
      abort,
    );
  });

  it('every successful answer is shown to the answer check and returned as sent', async () => {
    const checkAnswer = vi.fn();
    const client = plainClient(() => Promise.resolve(json({ authorisation: 'typo' })), checkAnswer);
    expect(await client.request(publicProbe, {})).toEqual({ authorisation: 'typo' });
    expect(checkAnswer).toHaveBeenCalledExactlyOnceWith('test.public', { authorisation: 'typo' });
  });

  it('an error answer is not shown to the answer check', async () => {
    const checkAnswer = vi.fn();
    const client = plainClient(
      () => Promise.resolve(json({ status: 500, code: 'x', message: 'm', data: null }, 500)),
      checkAnswer,
    );
    await expect(client.request(publicProbe, {})).rejects.toMatchObject({ code: 'x' });
    expect(checkAnswer).not.toHaveBeenCalled();
  });
});

describe('signal, keepalive and credentials (react-query cancellation, sends that outlive the page, cookies)', () => {
  /** The fetch init of every probe attempt, in order. */
  function probeInits(
    fetch: ReturnType<typeof fakeBackend>['fetch'],
  ): Array<RequestInit | undefined> {
    return fetch.mock.calls
      .filter(([input]) => String(input).includes('/rest/test/probe/'))
      .map(([, init]) => init);
  }

  /** Like the browser's fetch: never answers, and rejects with the signal's reason when aborted. */
  function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    return new Promise((_resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason));
    });
  }

  it('keepalive reaches fetch', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
    await client.request(probe, { params: { id: '1' } }, { keepalive: true });
    expect(probeInits(backend.fetch)).toEqual([expect.objectContaining({ keepalive: true })]);
  });

  it('credentials reach fetch (the legacy session cookie call sends its cookie cross-origin)', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
    await client.request(probe, { params: { id: '1' } }, { credentials: 'include' });
    expect(probeInits(backend.fetch)).toEqual([expect.objectContaining({ credentials: 'include' })]);
  });

  it('the signal and keepalive reach fetch on the first attempt and on the retry after a refresh', async () => {
    const { backend, client } = setUp(accessTokenExpiringAt(NOW + HOUR));
    backend.answerProbe((attempt) => (attempt === 1 ? errorAnswer(errorCodes.tokenExpired) : null));
    const { signal } = new AbortController();

    await client.request(probe, { params: { id: '1' } }, { signal, keepalive: true });

    expect(backend.refreshCalls).toBe(1);
    const inits = probeInits(backend.fetch);
    expect(inits).toHaveLength(2);
    for (const init of inits) expect(init).toMatchObject({ signal, keepalive: true });
  });

  it('a call aborted in flight rejects with the AbortError, not a data-processing error', async () => {
    const client = createHttpClient({ baseUrl: BASE, fetch: hangingFetch, checkAnswer: vi.fn() });
    const controller = new AbortController();

    const call = client.request(publicProbe, {}, { signal: controller.signal });
    controller.abort();

    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('a call aborted while its token is refreshed rejects with the AbortError on the retry', async () => {
    const access = accessTokenExpiringAt(NOW + HOUR);
    const backend = fakeBackend({ accessToken: access, refreshToken: 'refresh-0' });
    backend.answerProbe((attempt) => (attempt === 1 ? errorAnswer(errorCodes.tokenExpired) : null));
    const controller = new AbortController();
    const { client } = setUp(access, {
      fetch: (input, init) => {
        // The learner leaves while the token is refreshed: the retry starts with an aborted signal.
        if (String(input).endsWith('/rest/account/refresh')) controller.abort();
        return init?.signal?.aborted ? hangingFetch(input, init) : backend.fetch(input, init);
      },
    });

    const error = await client
      .request(probe, { params: { id: '1' } }, { signal: controller.signal })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
    expect(backend.refreshCalls).toBe(1);
    expect(backend.probeAttempts).toBe(1);
  });
});
