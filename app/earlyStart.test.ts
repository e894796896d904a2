/**
 * The start-up script's calls (issue 18: "preferences and account requests issued before React
 * renders, not after"): built as the client builds them, so the client takes their answers and
 * asks once; sent only when the script knows the token the session will send. Where the top banner
 * shows, the live placements go beside the preferences (issue 38: the frame waits for them).
 */
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '@app/shared/api/client/api';
import { withEarlyCalls } from '@app/shared/api/client/earlyCalls';
import { getPreferences } from '@app/shared/api/endpoints/tenant';
import { api } from '@app/shared/api/client/api';
import { livePlacements } from '@app/shared/api/routes/siteMarketing';
import { NATIVE_BRIDGE_GLOBAL } from '@app/shared/session/nativeBridge';
import { startSession } from '@app/shared/session/startSession';
import { accessTokenExpiringAt, createMemoryStorage, createStorageEvents } from '@app/shared/session/testing';
import { TOKEN_STORAGE_KEYS } from '@app/shared/session/tokenStorage';
import { sendEarlyCalls, sessionToken } from './earlyStart';

const BASE = 'http://api.test';
const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const HOUR = 60 * 60 * 1000;

const PREFERENCES_URL = `${BASE}/rest/tenant/preferences`;
const LIVE_URL = `${BASE}/rest/setting/v2/public/marketing/live`;

/** Answers the preferences and the live placements (no popup, no banner). */
function backend() {
  return vi.fn<typeof fetch>((input) =>
    Promise.resolve(
      new Response(JSON.stringify(String(input) === LIVE_URL ? { popups: [], banner: null } : { status: 'OPEN' }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

/** The URLs `network` was asked for, in order. */
const asked = (network: ReturnType<typeof backend>) => network.mock.calls.map(([input]) => String(input));

function page(storage: Storage | ReturnType<typeof createMemoryStorage>, extra: Record<string, unknown> = {}): Window {
  return { localStorage: storage, ...extra } as unknown as Window;
}

/** The app's client as it starts (app/bootstrap.ts), on `storage`, taking `early`'s answers. */
function appClient(storage: ReturnType<typeof createMemoryStorage>, network: typeof fetch, early: ReturnType<typeof sendEarlyCalls>) {
  const { client } = startSession({
    baseUrl: BASE,
    storage,
    storageEvents: createStorageEvents(),
    now: () => NOW,
    bridge: null,
    fetch: withEarlyCalls(network, early),
    checkAnswer: () => undefined,
  });
  configureApi(client);
}

describe('sendEarlyCalls', () => {
  it('a signed-in learner: the client takes the early preferences, sent once with their token', async () => {
    const token = accessTokenExpiringAt(NOW + HOUR);
    const storage = createMemoryStorage({ [TOKEN_STORAGE_KEYS.access]: token, [TOKEN_STORAGE_KEYS.refresh]: 'r' });
    const network = backend();
    const early = sendEarlyCalls(BASE, sessionToken(page(storage), NOW) ?? null, network, '/app/user/klasses');
    appClient(storage, network, early);
    await expect(getPreferences()).resolves.toEqual({ status: 'OPEN' });
    await expect(api.request(livePlacements, {})).resolves.toEqual({ popups: [], banner: null });
    expect(asked(network)).toEqual([PREFERENCES_URL, LIVE_URL]);
    for (const [, init] of network.mock.calls) expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: `Qube-token ${token}` });
  });

  it('a visitor: the preferences and the live placements with the word None, taken by the client', async () => {
    const storage = createMemoryStorage();
    const network = backend();
    const early = sendEarlyCalls(BASE, null, network, '/');
    expect(early.map(({ url, headers }) => ({ url, headers }))).toEqual([
      { url: PREFERENCES_URL, headers: { Accept: 'application/json', Authorization: 'None' } },
      { url: LIVE_URL, headers: { Accept: 'application/json', Authorization: 'None' } },
    ]);
    appClient(storage, network, early);
    await getPreferences();
    await api.request(livePlacements, {});
    expect(asked(network)).toEqual([PREFERENCES_URL, LIVE_URL]);
  });

  it('a page without the top banner (the back-office, the class room player): the preferences alone', () => {
    for (const pathname of ['/admin/pages', '/app/klass/kls-1/lessons/3']) {
      expect(sendEarlyCalls(BASE, null, backend(), pathname).map(({ url }) => url)).toEqual([PREFERENCES_URL]);
    }
  });

  it('a token the session no longer holds: the client sends its own call', async () => {
    const storage = createMemoryStorage({ [TOKEN_STORAGE_KEYS.access]: accessTokenExpiringAt(NOW + HOUR) });
    const network = backend();
    const early = sendEarlyCalls(BASE, 'another-token', network, '/admin');
    appClient(storage, network, early);
    await getPreferences();
    expect(asked(network)).toEqual([PREFERENCES_URL, PREFERENCES_URL]);
  });
});

describe('sessionToken', () => {
  it('reads the access token the session will send, or null for nobody', () => {
    const token = accessTokenExpiringAt(NOW + HOUR);
    expect(sessionToken(page(createMemoryStorage({ [TOKEN_STORAGE_KEYS.access]: token })), NOW)).toBe(token);
    expect(sessionToken(page(createMemoryStorage()), NOW)).toBeNull();
  });

  it('steps aside when the session will not send the stored token as it is', () => {
    const stored = createMemoryStorage({ [TOKEN_STORAGE_KEYS.access]: accessTokenExpiringAt(NOW + HOUR) });
    // Inside the native app the bridge holds the token (a bridge as the session recognises one).
    const bridge = { getAccessToken: () => null, refreshAccessToken: () => null, fileDownload: () => undefined };
    expect(sessionToken(page(stored, { [NATIVE_BRIDGE_GLOBAL]: bridge }), NOW)).toBeUndefined();
    // An embedding page handed tokens over: storage is not the session's.
    expect(sessionToken(page(stored, { __KLASS_STARTUP__: { tokens: {} } }), NOW)).toBeUndefined();
    // About to expire: the session refreshes it before any call.
    const expiring = createMemoryStorage({ [TOKEN_STORAGE_KEYS.access]: accessTokenExpiringAt(NOW + 1000) });
    expect(sessionToken(page(expiring), NOW)).toBeUndefined();
    // Storage refused (a sandboxed frame).
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(sessionToken(page(refusing), NOW)).toBeUndefined();
  });
});
