/**
 * The browser token session (learner.md §4 "Authentication state", "Access token expiry",
 * "Adding a role"; backoffice.md §4 "Session"). Framework-free: React binds to it in react.tsx.
 *
 * - Tokens come from start-up (storage is then never touched) or from the two storage entries.
 * - An access token with under 5 s left is refreshed before use; every caller that needs a
 *   refresh meanwhile shares the one pending request.
 * - A refresh that fails, or is impossible for want of a refresh token, clears both tokens and
 *   raises FAIL_TO_REFRESH_TOKEN (400). Clearing fires the on-clear handler except for `logout`.
 * - Every change of tokens starts a new generation: an answer that arrives for an older
 *   generation (a refresh finishing after logout or after a new login) is dropped.
 * - Another tab's refresh or logout arrives through the `storage` event and is adopted here.
 * - Tabs refresh one at a time (a Web Lock shared by the origin's tabs): a tab that finds a pair
 *   newer than the one it was about to refresh in storage once its turn comes adopts it, so two
 *   tabs that see the same expired token at once refresh it once, not twice.
 * - Why a session ended (`endedBy`) outlives one reload of the tab (endedNote.ts), so the login
 *   page it was sent to still says so after a refresh of that page.
 */
import type { RoleObject, TokenPair } from '@app/shared/api/contract/session';
import { keepEndedNote, takeEndedNote } from './endedNote';
import { isExpiring } from './expiry';
import { refreshFailure } from './refreshFailure';
import type { TokenRefresher } from './refresher';
import { createSingleFlight } from './singleFlight';
import { createSnapshotStore } from './snapshotStore';
import {
  NO_TOKENS,
  isTokenKey,
  readTokens,
  removeTokens,
  sameTokens,
  writeTokens,
  type HeldTokens,
  type TokenStorage,
} from './tokenStorage';
import type { ClearReason, Session, SessionSnapshot } from './types';

/** Where storage changes made by other tabs arrive (`window` in the browser). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface TokenSessionOptions {
  refresher: TokenRefresher;
  /** The two persistent entries live here; default `localStorage`. Unused with start-up tokens. */
  storage?: TokenStorage;
  /** Default `window`; none outside a browser. */
  storageEvents?: StorageEventSource;
  /** Milliseconds since the epoch; injected by tests. */
  now?: () => number;
  /**
   * Where why the session ended is kept for the tab's next page load (endedNote.ts): default
   * `sessionStorage` when the tokens are in the default `localStorage`, none when `storage` is
   * given without it (tests, stories). Unused with start-up tokens.
   */
  endedNotes?: TokenStorage;
  /** Fired when tokens are cleared for any reason but `logout`. */
  onClear?: (reason: ClearReason) => void;
  /** Runs a refresh alone among the origin's tabs; default the Web Locks API where there is one. */
  exclusive?: Exclusive;
}

/** Runs `task` while no other holder of the lock runs one, and answers what it answers. */
export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

const REFRESH_LOCK = 'klass.token-refresh';

function defaultExclusive(): Exclusive {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (task) => task();
  return (task) => locks.request(REFRESH_LOCK, task);
}

function defaultStorageEvents(): StorageEventSource | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function createTokenSession(options: TokenSessionOptions): Session {
  const now = options.now ?? Date.now;
  const exclusive = options.exclusive ?? defaultExclusive();
  const view = createSnapshotStore('storage');
  let storage: TokenStorage | null = null;
  let endedNotes: TokenStorage | null = null;
  let tokens: HeldTokens = NO_TOKENS;
  let started = false;
  let generation = 0;
  const flight = createSingleFlight<string | null>();
  let stopListening = (): void => undefined;

  function requireStarted(): void {
    if (!started) throw new Error('session.start() must run before the session is used');
  }

  /** Takes `next` as the session's tokens without writing storage (start-up, other tabs). */
  function adopt(next: HeldTokens, endedBy: SessionSnapshot['endedBy'] = null): void {
    tokens = next;
    generation += 1;
    // A flight of an older generation may still answer, but nobody new may join it.
    flight.detach();
    view.set(
      next.accessToken ? 'authenticated' : 'unauthenticated',
      storage ? 'storage' : 'startup',
      endedBy,
    );
  }

  function replace(next: TokenPair | null, endedBy: SessionSnapshot['endedBy'] = null): void {
    adopt(next ?? NO_TOKENS, endedBy);
    if (!storage) return;
    if (next) writeTokens(storage, next);
    else removeTokens(storage);
    if (endedNotes) keepEndedNote(endedNotes, endedBy);
  }

  function clear(reason: ClearReason): void {
    requireStarted();
    // Only a session that was signed in can end; a visitor's clearing says nothing.
    const ended = reason !== 'logout' && tokens.accessToken !== null ? reason : null;
    replace(null, ended);
    if (reason !== 'logout') options.onClear?.(reason);
  }

  /** Another tab may have spent the same refresh token first; its pair is in storage then. */
  function adoptRotatedElsewhere(spentRefreshToken: string): boolean {
    if (!storage) return false;
    const stored = readTokens(storage);
    if (!stored.refreshToken || stored.refreshToken === spentRefreshToken) return false;
    adopt(stored);
    return true;
  }

  function refreshNow(): Promise<string | null> {
    const running = flight.current();
    if (running) return running;
    const refreshToken = tokens.refreshToken;
    if (!refreshToken) {
      clear('expired');
      return Promise.reject(refreshFailure('empty'));
    }
    const startedAt = generation;
    // Start-up tokens are this page's alone: no other tab shares them, so no lock.
    const alone: Exclusive = storage ? exclusive : (task) => task();
    const refreshing = alone(async () => {
      // While this tab waited its turn, another may have refreshed: its pair is in storage.
      if (generation !== startedAt || adoptRotatedElsewhere(refreshToken)) return tokens.accessToken;
      const pair = await options.refresher.refresh(refreshToken);
      if (generation !== startedAt) return tokens.accessToken;
      // Stored before the lock is released, so the next tab in line finds it.
      replace(pair);
      return pair.accessToken;
    });
    return flight.share(
      refreshing.catch((error: unknown) => {
        if (generation !== startedAt) return tokens.accessToken;
        if (adoptRotatedElsewhere(refreshToken)) return tokens.accessToken;
        clear('expired');
        throw refreshFailure('failed', error);
      }),
    );
  }

  function onStorage(event: StorageEvent): void {
    if (!storage) return;
    if (event.storageArea && event.storageArea !== storage) return;
    // `key` is null when the whole storage was cleared.
    if (event.key !== null && !isTokenKey(event.key)) return;
    const stored = readTokens(storage);
    if (!sameTokens(stored, tokens)) adopt(stored);
  }

  return {
    start(startupTokens) {
      if (started) throw new Error('session.start() runs once');
      started = true;
      if (startupTokens) {
        adopt(startupTokens);
        return;
      }
      storage = options.storage ?? globalThis.localStorage;
      endedNotes = options.endedNotes ?? (options.storage ? null : (globalThis.sessionStorage ?? null));
      const events = options.storageEvents ?? defaultStorageEvents();
      if (events) {
        events.addEventListener('storage', onStorage);
        stopListening = () => events.removeEventListener('storage', onStorage);
      }
      const stored = readTokens(storage);
      // The last page load's end is news only to someone still signed out.
      const ended = endedNotes ? takeEndedNote(endedNotes) : null;
      adopt(stored, stored.accessToken ? null : ended);
    },
    getSnapshot: () => view.get(),
    subscribe: (listener) => view.subscribe(listener),

    async getAccessToken() {
      requireStarted();
      const running = flight.current();
      if (running) return running;
      const access = tokens.accessToken;
      if (!access || !isExpiring(access, now())) return access;
      return refreshNow();
    },

    async refreshAfterRejection(rejected) {
      requireStarted();
      const running = flight.current();
      if (running) return running;
      // A request that left before the last refresh: the newer token is its retry token.
      if (tokens.accessToken !== rejected) return tokens.accessToken;
      return refreshNow();
    },

    setTokens(pair) {
      requireStarted();
      replace(pair);
    },

    clear,

    async addRole(roleId) {
      requireStarted();
      // The refresh token rotates: wait for a running refresh and use the pair it produced.
      await flight.current()?.catch(() => null);
      const refreshToken = tokens.refreshToken;
      if (!refreshToken) {
        clear('expired');
        throw refreshFailure('empty');
      }
      const role: RoleObject = { role: 'MASTER', roleId: String(roleId) };
      const startedAt = generation;
      const adding = options.refresher.addRole(refreshToken, role).then((pair) => {
        if (generation === startedAt) replace(pair);
      });
      // Callers waiting for a token meanwhile get the new one, or the old one if add-role fails:
      // its failure belongs to the caller of addRole alone.
      const currentAccess = (): string | null => tokens.accessToken;
      flight.share(adding.then(currentAccess, currentAccess));
      await adding;
    },

    dispose() {
      stopListening();
    },
  };
}
