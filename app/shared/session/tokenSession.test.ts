/**
 * The browser token session against the rules of learner.md §4 ("Authentication state",
 * "Access token expiry", "Adding a role"), §8 (FAIL_TO_REFRESH_TOKEN) and backoffice.md §4.
 * The refresher is a fake so each test decides when and how the refresh call answers.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RoleObject, TokenPair } from '@app/shared/api/contract/session';
import { errorCodes } from '@app/shared/api/contract/errors';
import { ApiError } from '@app/shared/api/client/ApiError';
import type { TokenRefresher } from './refresher';
import { createTokenSession, type Exclusive, type TokenSessionOptions } from './tokenSession';
import { ENDED_NOTE_KEY } from './endedNote';
import { TOKEN_STORAGE_KEYS } from './tokenStorage';
import {
  accessTokenExpiringAt,
  createMemoryStorage,
  createStorageEvents,
  type MemoryStorage,
} from './testing';

const NOW = Date.UTC(2025, 0, 1, 9, 0, 0);
const now = () => NOW;

function freshPair(label: string, lifetimeMs = 60 * 60 * 1000): TokenPair {
  return { accessToken: accessTokenExpiringAt(NOW + lifetimeMs), refreshToken: `refresh-${label}` };
}

function storedPair(storage: MemoryStorage): {
  access: string | undefined;
  refresh: string | undefined;
} {
  return {
    access: storage.entries.get(TOKEN_STORAGE_KEYS.access),
    refresh: storage.entries.get(TOKEN_STORAGE_KEYS.refresh),
  };
}

function storageWith(pair: TokenPair): MemoryStorage {
  return createMemoryStorage({
    [TOKEN_STORAGE_KEYS.access]: pair.accessToken,
    [TOKEN_STORAGE_KEYS.refresh]: pair.refreshToken,
  });
}

/** A refresher whose answers the test settles by hand. */
function manualRefresher() {
  const waiting: Array<{
    refreshToken: string;
    answer: (pair: TokenPair) => void;
    fail: (error: unknown) => void;
  }> = [];
  const refresher: TokenRefresher = {
    refresh: (refreshToken) =>
      new Promise((answer, fail) => {
        waiting.push({ refreshToken, answer, fail });
      }),
    addRole: () => Promise.reject(new Error('not used')),
  };
  return { refresher, waiting };
}

function rotatingRefresher() {
  const refresh = vi.fn((refreshToken: string) =>
    Promise.resolve(freshPair(`after-${refreshToken}`)),
  );
  const addRole = vi.fn((refreshToken: string, role: RoleObject) =>
    Promise.resolve(freshPair(`role-${role.roleId}-${refreshToken}`)),
  );
  return { refresh, addRole } satisfies TokenRefresher;
}

function started(options: Partial<TokenSessionOptions> & { storage: MemoryStorage }) {
  const session = createTokenSession({ refresher: rotatingRefresher(), now, ...options });
  session.start();
  return session;
}

const refreshCodes = [
  errorCodes.refreshExpired,
  errorCodes.refreshDropOut,
  errorCodes.refreshInvalid,
  errorCodes.refreshNotFound,
  errorCodes.refreshAlreadyUsed,
  errorCodes.refreshBlocked,
  errorCodes.refreshInvalidAccount,
  errorCodes.refreshUnknown,
];

describe('authentication state (learner.md §4: starts uninitialised, then authenticated or unauthenticated)', () => {
  it('is uninitialised before start and refuses to hand out tokens', async () => {
    const session = createTokenSession({
      refresher: rotatingRefresher(),
      storage: createMemoryStorage(),
      now,
    });
    expect(session.getSnapshot()).toEqual({ status: 'uninitialised', mode: 'storage', endedBy: null });
    await expect(session.getAccessToken()).rejects.toThrow('session.start()');
  });

  it('becomes authenticated when the storage entries hold an access token', async () => {
    const pair = freshPair('stored');
    const session = started({ storage: storageWith(pair) });
    expect(session.getSnapshot()).toEqual({ status: 'authenticated', mode: 'storage', endedBy: null });
    expect(await session.getAccessToken()).toBe(pair.accessToken);
  });

  it('becomes unauthenticated with empty storage, and a visitor gets no token', async () => {
    const session = started({ storage: createMemoryStorage() });
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(await session.getAccessToken()).toBeNull();
  });

  it('keeps one snapshot object until the status changes (useSyncExternalStore needs it stable)', () => {
    const session = started({ storage: createMemoryStorage() });
    const listener = vi.fn();
    session.subscribe(listener);
    const before = session.getSnapshot();
    expect(session.getSnapshot()).toBe(before);
    session.setTokens(freshPair('login'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).not.toBe(before);
    expect(session.getSnapshot().status).toBe('authenticated');
  });
});

describe('tokens passed in at start-up (learner.md §4: "then browser storage is not used")', () => {
  it('never reads or writes storage, through login, refresh and clear', async () => {
    const storage = createMemoryStorage();
    const refresher = rotatingRefresher();
    const onClear = vi.fn();
    const session = createTokenSession({ refresher, storage, now, onClear });
    session.start({
      accessToken: accessTokenExpiringAt(NOW + 1_000),
      refreshToken: 'refresh-startup',
    });

    expect(session.getSnapshot()).toEqual({ status: 'authenticated', mode: 'startup', endedBy: null });
    const refreshed = await session.getAccessToken();
    expect(refresher.refresh).toHaveBeenCalledWith('refresh-startup');
    expect(refreshed).not.toBeNull();
    session.setTokens(freshPair('second'));
    session.clear('expired');

    expect(storage.uses).toBe(0);
    expect(session.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('access token expiry (learner.md §4: under 5 seconds left counts as expiring)', () => {
  it('uses a token with 5 seconds or more left as it is', async () => {
    const access = accessTokenExpiringAt(NOW + 5_000);
    const refresher = rotatingRefresher();
    const session = started({
      storage: storageWith({ accessToken: access, refreshToken: 'r' }),
      refresher,
    });
    expect(await session.getAccessToken()).toBe(access);
    expect(refresher.refresh).not.toHaveBeenCalled();
  });

  it('refreshes a token with 4 seconds left before use and stores the new pair', async () => {
    const storage = storageWith({
      accessToken: accessTokenExpiringAt(NOW + 4_000),
      refreshToken: 'r1',
    });
    const refresher = rotatingRefresher();
    const session = started({ storage, refresher });

    const token = await session.getAccessToken();

    expect(refresher.refresh).toHaveBeenCalledExactlyOnceWith('r1');
    expect(storedPair(storage)).toEqual({ access: token, refresh: 'refresh-after-r1' });
  });

  it('refreshes a token that had already expired when it was loaded', async () => {
    const storage = storageWith({
      accessToken: accessTokenExpiringAt(NOW - 60_000),
      refreshToken: 'old',
    });
    const refresher = rotatingRefresher();
    const session = started({ storage, refresher });
    expect(session.getSnapshot().status).toBe('authenticated');

    const token = await session.getAccessToken();

    expect(refresher.refresh).toHaveBeenCalledExactlyOnceWith('old');
    expect(token).toBe(storedPair(storage).access);
  });

  it('shares one pending refresh among concurrent callers ("Concurrent refreshes share one pending request")', async () => {
    const { refresher, waiting } = manualRefresher();
    const session = started({
      storage: storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' }),
      refresher,
    });

    const callers = Array.from({ length: 10 }, () => session.getAccessToken());
    await Promise.resolve();
    expect(waiting).toHaveLength(1);
    const pair = freshPair('shared');
    waiting[0]?.answer(pair);

    expect(await Promise.all(callers)).toEqual(Array(10).fill(pair.accessToken));
  });

  it('does not refresh again for later callers once the new token is in place', async () => {
    const refresher = rotatingRefresher();
    const session = started({
      storage: storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' }),
      refresher,
    });
    const first = await session.getAccessToken();
    for (let i = 0; i < 5; i += 1) expect(await session.getAccessToken()).toBe(first);
    expect(refresher.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('refresh failure (learner.md §4, §8: both tokens cleared, FAIL_TO_REFRESH_TOKEN 400)', () => {
  it.each(refreshCodes)(
    'a refresh answered with $code clears the tokens and fires on-clear',
    async ({ code, status }) => {
      const storage = storageWith({
        accessToken: accessTokenExpiringAt(NOW + 1_000),
        refreshToken: 'r1',
      });
      const onClear = vi.fn();
      const refresher: TokenRefresher = {
        refresh: () => Promise.reject(new ApiError({ status, code, message: code, data: null })),
        addRole: () => Promise.reject(new Error('not used')),
      };
      const session = started({ storage, refresher, onClear });

      const failure = await session.getAccessToken().catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).toJSON()).toEqual({
        status: 400,
        code: 'FAIL_TO_REFRESH_TOKEN',
        message: 'Failed to refresh access token',
        data: { cause: code },
      });
      expect(storedPair(storage)).toEqual({ access: undefined, refresh: undefined });
      expect(session.getSnapshot().status).toBe('unauthenticated');
      expect(onClear).toHaveBeenCalledExactlyOnceWith('expired');
    },
  );

  it('with no refresh token: clears, fires on-clear and raises "Refresh token is empty"', async () => {
    const storage = createMemoryStorage({
      [TOKEN_STORAGE_KEYS.access]: accessTokenExpiringAt(NOW),
    });
    const onClear = vi.fn();
    const refresher = rotatingRefresher();
    const session = started({ storage, refresher, onClear });

    await expect(session.getAccessToken()).rejects.toMatchObject({
      status: 400,
      code: 'FAIL_TO_REFRESH_TOKEN',
      message: 'Refresh token is empty',
    });
    expect(refresher.refresh).not.toHaveBeenCalled();
    expect(storage.entries.size).toBe(0);
    expect(onClear).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('adopts the pair another tab stored when that tab spent the refresh token first', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' });
    const onClear = vi.fn();
    const { refresher, waiting } = manualRefresher();
    const session = started({ storage, refresher, onClear });

    const pending = session.getAccessToken();
    await Promise.resolve();
    const otherTab = freshPair('other-tab');
    storage.setItem(TOKEN_STORAGE_KEYS.access, otherTab.accessToken);
    storage.setItem(TOKEN_STORAGE_KEYS.refresh, otherTab.refreshToken);
    const { code, status } = errorCodes.refreshAlreadyUsed;
    waiting[0]?.fail(new ApiError({ status, code, message: code, data: null }));

    expect(await pending).toBe(otherTab.accessToken);
    expect(onClear).not.toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe('authenticated');
  });
});

describe('why the session ended (issue 39: the login page says a failed refresh ended it)', () => {
  function failingRefresher(): TokenRefresher {
    return {
      refresh: () => Promise.reject(new ApiError({ status: 400, code: 'refresh.blocked', message: 'blocked', data: null })),
      addRole: () => Promise.reject(new Error('not used')),
    };
  }

  it('a failed refresh ends the session as expired, and the next login forgets it', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW + 1_000), refreshToken: 'r1' });
    const session = started({ storage, refresher: failingRefresher() });
    expect(session.getSnapshot().endedBy).toBeNull();

    await session.getAccessToken().catch(() => null);
    expect(session.getSnapshot()).toMatchObject({ status: 'unauthenticated', endedBy: 'expired' });

    session.setTokens(freshPair('again'));
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', endedBy: null });
  });

  it('a logout, or clearing a visitor, says nothing ended', () => {
    const signedIn = started({ storage: storageWith(freshPair('a')) });
    signedIn.clear('logout');
    expect(signedIn.getSnapshot().endedBy).toBeNull();

    const visitor = started({ storage: createMemoryStorage({}) });
    visitor.clear('expired');
    expect(visitor.getSnapshot().endedBy).toBeNull();
  });

  it('"the session ended" is said once more after a reload of the tab, and not after the next', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW + 1_000), refreshToken: 'r1' });
    const endedNotes = createMemoryStorage();
    const ending = started({ storage, endedNotes, refresher: failingRefresher() });
    await ending.getAccessToken().catch(() => null);
    expect(ending.getSnapshot().endedBy).toBe('expired');

    const reloaded = started({ storage, endedNotes });
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'unauthenticated', endedBy: 'expired' });
    const reloadedAgain = started({ storage, endedNotes });
    expect(reloadedAgain.getSnapshot()).toMatchObject({ status: 'unauthenticated', endedBy: null });
  });

  it('a login or a logout after the end leaves nothing for the next page load to say', async () => {
    for (const after of ['login', 'logout'] as const) {
      const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW + 1_000), refreshToken: 'r1' });
      const endedNotes = createMemoryStorage();
      const ending = started({ storage, endedNotes, refresher: failingRefresher() });
      await ending.getAccessToken().catch(() => null);
      if (after === 'login') ending.setTokens(freshPair('again'));
      else ending.clear('logout');

      expect(endedNotes.entries.has(ENDED_NOTE_KEY)).toBe(false);
    }
  });

  it('a note left by an earlier page load is no news to someone signed in again (another tab logged in)', () => {
    const endedNotes = createMemoryStorage({ [ENDED_NOTE_KEY]: 'expired' });
    const session = started({ storage: storageWith(freshPair('other-tab')), endedNotes });
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', endedBy: null });
    expect(endedNotes.entries.has(ENDED_NOTE_KEY)).toBe(false);
  });

  it('a stored value that is no reason says nothing', () => {
    const endedNotes = createMemoryStorage({ [ENDED_NOTE_KEY]: 'logout' });
    expect(started({ storage: createMemoryStorage(), endedNotes }).getSnapshot().endedBy).toBeNull();
  });

  it('start-up tokens keep no note: storage is never touched', async () => {
    const endedNotes = createMemoryStorage({ [ENDED_NOTE_KEY]: 'expired' });
    const session = createTokenSession({ refresher: failingRefresher(), now, endedNotes });
    session.start({ accessToken: accessTokenExpiringAt(NOW + 1_000), refreshToken: 'r1' });
    await session.getAccessToken().catch(() => null);
    expect(session.getSnapshot().endedBy).toBe('expired');
    expect(endedNotes.uses).toBe(0);
  });
});

describe('clearing with a reason (learner.md §4: "logout" does not fire the on-clear handler)', () => {
  it('logout clears both entries without firing on-clear', () => {
    const storage = storageWith(freshPair('a'));
    const onClear = vi.fn();
    const session = started({ storage, onClear });
    session.clear('logout');
    expect(storage.entries.size).toBe(0);
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(onClear).not.toHaveBeenCalled();
  });

  it.each(['expired', 'withdrawal'] as const)(
    'reason %s fires on-clear with that reason',
    (reason) => {
      const onClear = vi.fn();
      const session = started({ storage: storageWith(freshPair('a')), onClear });
      session.clear(reason);
      expect(onClear).toHaveBeenCalledExactlyOnceWith(reason);
    },
  );
});

describe('late answers never overwrite a newer session (issue 4)', () => {
  it('a refresh answered after logout leaves the session logged out', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' });
    const { refresher, waiting } = manualRefresher();
    const session = started({ storage, refresher });

    const pending = session.getAccessToken();
    await Promise.resolve();
    session.clear('logout');
    waiting[0]?.answer(freshPair('late'));

    expect(await pending).toBeNull();
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(storage.entries.size).toBe(0);
  });

  it('a refresh failing after a newer login neither clears it nor fires on-clear', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' });
    const onClear = vi.fn();
    const { refresher, waiting } = manualRefresher();
    const session = started({ storage, refresher, onClear });

    const pending = session.getAccessToken();
    await Promise.resolve();
    const login = freshPair('new-login');
    session.setTokens(login);
    waiting[0]?.fail(new Error('network'));

    expect(await pending).toBe(login.accessToken);
    expect(onClear).not.toHaveBeenCalled();
    expect(storedPair(storage)).toEqual({ access: login.accessToken, refresh: login.refreshToken });
  });

  it('a refresh answered after a newer login does not replace it', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' });
    const { refresher, waiting } = manualRefresher();
    const session = started({ storage, refresher });

    const pending = session.getAccessToken();
    await Promise.resolve();
    const login = freshPair('new-login');
    session.setTokens(login);
    waiting[0]?.answer(freshPair('late'));

    expect(await pending).toBe(login.accessToken);
    expect(await session.getAccessToken()).toBe(login.accessToken);
  });
});

describe('refresh after the server rejected a token (learner.md §4 "Request error handling")', () => {
  it('answers the newer token without refreshing when the rejected one was already replaced', async () => {
    const refresher = rotatingRefresher();
    const current = freshPair('current');
    const session = started({ storage: storageWith(current), refresher });
    expect(await session.refreshAfterRejection('an-older-token')).toBe(current.accessToken);
    expect(refresher.refresh).not.toHaveBeenCalled();
  });

  it('refreshes when the rejected token is still the current one', async () => {
    const refresher = rotatingRefresher();
    const current = freshPair('current');
    const session = started({ storage: storageWith(current), refresher });
    const retryToken = await session.refreshAfterRejection(current.accessToken);
    expect(refresher.refresh).toHaveBeenCalledExactlyOnceWith(current.refreshToken);
    expect(retryToken).not.toBe(current.accessToken);
  });
});

describe('tabs stay in step through the storage event (issue 4)', () => {
  function twoTabs() {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' });
    const eventsOfB = createStorageEvents();
    const refresherA = rotatingRefresher();
    const refresherB = rotatingRefresher();
    const a = started({ storage, refresher: refresherA, storageEvents: createStorageEvents() });
    const b = started({ storage, refresher: refresherB, storageEvents: eventsOfB });
    return { storage, a, b, eventsOfB, refresherB };
  }

  it('a refresh in one tab is used by the other without a second refresh', async () => {
    const { storage, a, b, eventsOfB, refresherB } = twoTabs();
    const refreshedInA = await a.getAccessToken();
    eventsOfB.announce(TOKEN_STORAGE_KEYS.access, storage);
    expect(await b.getAccessToken()).toBe(refreshedInA);
    expect(refresherB.refresh).not.toHaveBeenCalled();
  });

  it('two tabs that see the same expired token at once refresh it once, before either hears of the other', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' });
    // The origin's one lock (the Web Locks API in the browser): holders run one after another.
    let tail: Promise<unknown> = Promise.resolve();
    const exclusive: Exclusive = (task) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    };
    const refresherA = rotatingRefresher();
    const refresherB = rotatingRefresher();
    const a = started({ storage, refresher: refresherA, exclusive, storageEvents: createStorageEvents() });
    const b = started({ storage, refresher: refresherB, exclusive, storageEvents: createStorageEvents() });

    const [inA, inB] = await Promise.all([a.getAccessToken(), b.getAccessToken()]);
    expect(inB).toBe(inA);
    expect(refresherA.refresh.mock.calls.length + refresherB.refresh.mock.calls.length).toBe(1);
    expect(storedPair(storage).access).toBe(inA);
  });

  it('a logout in one tab logs the other out', () => {
    const { storage, a, b, eventsOfB } = twoTabs();
    const listener = vi.fn();
    b.subscribe(listener);
    a.clear('logout');
    eventsOfB.announce(TOKEN_STORAGE_KEYS.access, storage);
    expect(b.getSnapshot().status).toBe('unauthenticated');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys and stops listening once disposed', () => {
    const { storage, a, b, eventsOfB } = twoTabs();
    a.clear('logout');
    eventsOfB.announce('klass.somethingElse', storage);
    expect(b.getSnapshot().status).toBe('authenticated');
    b.dispose();
    eventsOfB.announce(TOKEN_STORAGE_KEYS.access, storage);
    expect(b.getSnapshot().status).toBe('authenticated');
  });
});

describe('adding a role (learner.md §7: refresh/add-role with role {role MASTER, roleId as string})', () => {
  it('sends the refresh token and the role id as a string, then replaces the pair', async () => {
    const storage = storageWith(freshPair('before'));
    const refresher = rotatingRefresher();
    const session = started({ storage, refresher });

    await session.addRole(7);

    expect(refresher.addRole).toHaveBeenCalledExactlyOnceWith('refresh-before', {
      role: 'MASTER',
      roleId: '7',
    });
    expect(storedPair(storage).refresh).toBe('refresh-role-7-refresh-before');
  });

  it('waits for a running refresh and uses the refresh token it produced', async () => {
    const storage = storageWith({ accessToken: accessTokenExpiringAt(NOW), refreshToken: 'r1' });
    const refresher = rotatingRefresher();
    const session = started({ storage, refresher });

    const pendingToken = session.getAccessToken();
    await session.addRole('12');
    await pendingToken;

    expect(refresher.addRole).toHaveBeenCalledExactlyOnceWith('refresh-after-r1', {
      role: 'MASTER',
      roleId: '12',
    });
  });

  it('a failed add-role keeps the session and reaches only its caller', async () => {
    const pair = freshPair('kept');
    const failure = new ApiError({
      status: 403,
      code: 'request.forbidden',
      message: 'no',
      data: null,
    });
    const refresher: TokenRefresher = {
      refresh: () => Promise.reject(new Error('not used')),
      addRole: () => Promise.reject(failure),
    };
    const session = started({ storage: storageWith(pair), refresher });

    const adding = session.addRole(1);
    const tokenMeanwhile = session.getAccessToken();

    await expect(adding).rejects.toBe(failure);
    expect(await tokenMeanwhile).toBe(pair.accessToken);
    expect(session.getSnapshot().status).toBe('authenticated');
  });
});
