/**
 * Issue 20 "Logout clears what is the person's" (OWASP ASVS 5.0 14.3.1): after the real logout
 * hook runs in a browser-like page, every storage area is read — localStorage, sessionStorage,
 * cookies and the query cache — and nothing of the person is left; the mock's database and an
 * operator's saved views stay (SURVIVES_LOGOUT). IndexedDB and Cache Storage, which jsdom lacks,
 * are cleared by the same rule through stand-ins here and in a real browser by tests/e2e/specs/logout-storage.spec.ts. Another tab follows through the storage event.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@app/shared/api/client/api';
import { useLogout } from '@app/shared/account/useLogout';
import { SessionProvider } from '@app/shared/session/react';
import { startSession } from '@app/shared/session/startSession';
import { accessTokenExpiringAt } from '@app/shared/session/testing';
import { TOKEN_STORAGE_KEYS } from '@app/shared/session/tokenStorage';
import {
  clearPersonalCaches,
  clearPersonalCookies,
  clearPersonalDatabases,
  clearPersonalStorage,
  endsSessionElsewhere,
  followLogoutElsewhere,
  forgetPerson,
  type DatabaseDirectory,
} from './personalData';

function expireAllCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    for (const path of ['/', '/app/klass']) if (name) document.cookie = `${name}=; max-age=0; path=${path}`;
  }
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  expireAllCookies();
  window.history.replaceState(null, '', '/');
});

/** What a learner's and an operator's day leaves in this browser before they log out. */
function fillStorageAsAPersonWould(): void {
  localStorage.setItem(TOKEN_STORAGE_KEYS.access, accessTokenExpiringAt(Date.now() + 3_600_000));
  localStorage.setItem(TOKEN_STORAGE_KEYS.refresh, 'refresh-1');
  localStorage.setItem('klass.progressOutbox', '[{"id":"1","klassId":"k","kind":"lesson","body":{}}]');
  localStorage.setItem('ch-veil-id', 'support-chat-visitor');
  localStorage.setItem('klass.mock.database', '{}');
  localStorage.setItem('klass.admin.views.v1:host:acc-1:members', '[]');
  sessionStorage.setItem('klass.someDraft', '작성 중인 글');
  sessionStorage.setItem('klass.mock.scenario', 'default');
  document.cookie = 'klass.recentSearch=java; path=/';
  document.cookie = 'klass.mock.scenario=default; path=/';
}

function storageKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').sort();
}

describe('logout leaves nothing of the person in any storage area', () => {
  it('tokens, cached answers, the progress outbox, widget data and session entries are gone', async () => {
    fillStorageAsAPersonWould();
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const { session, client } = startSession({ baseUrl: 'http://api.test', fetch, bridge: null });
    configureApi(client);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'me'], { displayName: '김하늘', email: 'learner@klass.test' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <MemoryRouter>{children}</MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    expect(session.getSnapshot().status).toBe('authenticated');

    await act(() => result.current());

    expect(fetch).toHaveBeenCalledOnce();
    expect(storageKeys(localStorage)).toEqual([
      'klass.admin.views.v1:host:acc-1:members',
      'klass.mock.database',
    ]);
    expect(storageKeys(sessionStorage)).toEqual(['klass.mock.scenario']);
    // The legacy session cookie is the server's (HttpOnly, unseen here); any cookie the page sees goes.
    expect(document.cookie).toBe('klass.mock.scenario=default');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(session.getSnapshot().status).toBe('unauthenticated');
    session.dispose();
  });

  it('deny by default: an entry nobody listed is cleared too', () => {
    localStorage.setItem('klass.futureFeature.cache', 'x');
    localStorage.setItem('klass.mockish', 'not the mock prefix');
    expect(clearPersonalStorage(localStorage).sort()).toEqual(['klass.futureFeature.cache', 'klass.mockish']);
  });
});

/** A stand-in `indexedDB` (jsdom has none): its deletions end with `ending`, as the browser's would. */
function databaseDirectory(names: Array<string | undefined>, ending: 'success' | 'blocked' = 'success') {
  const deleted: string[] = [];
  const directory: DatabaseDirectory = {
    databases: () => Promise.resolve(names.map((name) => ({ name }))),
    deleteDatabase: (name) => {
      deleted.push(name);
      const request = new EventTarget();
      setTimeout(() => request.dispatchEvent(new Event(ending)));
      return request;
    },
  };
  return { directory, deleted };
}

/** A stand-in Cache Storage (jsdom has none, and the browser has it only in secure contexts). */
function cacheDirectory(names: string[]) {
  const left = new Set(names);
  const directory = {
    keys: () => Promise.resolve([...left]),
    delete: (name: string) => Promise.resolve(left.delete(name)),
  };
  return { left, directory };
}

describe('every area of the browser, deny by default', () => {
  it('cookies: expired at every path up to the page and its host, so a cookie of a deeper path goes too', () => {
    window.history.replaceState(null, '', '/app/klass/k1/room');
    document.cookie = 'klass.recentSearch=java; path=/';
    document.cookie = 'klass.roomTab=qna; path=/app/klass';
    document.cookie = 'klass.mock.scenario=default; path=/';
    expect(document.cookie).toContain('klass.roomTab=qna');

    expect(clearPersonalCookies(document, window.location).sort()).toEqual(['klass.recentSearch', 'klass.roomTab']);
    expect(document.cookie).toBe('klass.mock.scenario=default');
  });

  it("cookies: a parent domain's cookie is expired at each parent domain; an address has none", () => {
    const writes: string[] = [];
    const jar = {
      get cookie() {
        return '_ga=GA1.1; klass.mock.scenario=default';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const place = { hostname: 'app.klass.example.com', pathname: '/app', protocol: 'https:' };
    expect(clearPersonalCookies(jar, place)).toEqual(['_ga']);
    const domains = writes.map((write) => /domain=([^;]+)/.exec(write)?.[1] ?? '(host)');
    expect(new Set(domains)).toEqual(new Set(['(host)', 'app.klass.example.com', 'klass.example.com', 'example.com']));
    expect(writes.every((write) => write.startsWith('_ga=;') && write.endsWith('; secure'))).toBe(true);

    writes.length = 0;
    clearPersonalCookies(jar, { hostname: '127.0.0.1', pathname: '/', protocol: 'http:' });
    expect(writes).toEqual(['_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/']);
  });

  it('IndexedDB: every database but the listed ones is deleted; a blocked deletion does not hold it', async () => {
    const names = ['klass.offlineLessons', 'klass.mock.db', 'widget-store', undefined];
    const { directory, deleted } = databaseDirectory(names, 'blocked');
    expect(await clearPersonalDatabases(directory)).toEqual(['klass.offlineLessons', 'widget-store']);
    expect(deleted).toEqual(['klass.offlineLessons', 'widget-store']);
  });

  it('Cache Storage: every cache but the listed ones is deleted', async () => {
    const { directory, left } = cacheDirectory(['klass.lessonDocuments', 'klass.mock.media', 'workbox-runtime']);
    expect((await clearPersonalCaches(directory)).sort()).toEqual(['klass.lessonDocuments', 'workbox-runtime']);
    expect([...left]).toEqual(['klass.mock.media']);
  });

  it('an area that cannot be listed does not stop the others, and the logout still ends', async () => {
    localStorage.setItem('klass.progressOutbox', '[]');
    const { directory: caches, left } = cacheDirectory(['klass.lessonDocuments']);
    const failing: DatabaseDirectory = {
      databases: () => Promise.reject(new Error('SecurityError')),
      deleteDatabase: () => new EventTarget(),
    };
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'me'], { displayName: '김하늘' });

    await forgetPerson(queryClient, { storages: [localStorage], cookies: null, databases: failing, caches });

    expect(storageKeys(localStorage)).toEqual([]);
    expect([...left]).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('another tab follows the logout', () => {
  it('only the removal of the access token (or a cleared area) ends the session elsewhere', () => {
    const access = TOKEN_STORAGE_KEYS.access;
    expect(endsSessionElsewhere({ key: access, oldValue: 'a', newValue: null })).toBe(true);
    expect(endsSessionElsewhere({ key: null, oldValue: null, newValue: null })).toBe(true);
    expect(endsSessionElsewhere({ key: access, oldValue: 'a', newValue: 'b' })).toBe(false);
    expect(endsSessionElsewhere({ key: 'klass.progressOutbox', oldValue: '[]', newValue: null })).toBe(false);
  });

  it('drops its session storage and resets its queries when the other tab logs out', async () => {
    sessionStorage.setItem('klass.someDraft', '작성 중인 글');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'me'], { displayName: '김하늘' });
    const events = new EventTarget();
    const disconnect = followLogoutElsewhere(queryClient, {
      addEventListener: (type, listener) => events.addEventListener(type, listener as EventListener),
      removeEventListener: (type, listener) => events.removeEventListener(type, listener as EventListener),
    });
    const changed = (key: string, oldValue: string | null, newValue: string | null) =>
      events.dispatchEvent(Object.assign(new Event('storage'), { key, oldValue, newValue }));

    changed(TOKEN_STORAGE_KEYS.access, 'a', 'b'); // a refresh in the other tab: nothing to drop
    expect(queryClient.getQueryData(['account', 'me'])).toEqual({ displayName: '김하늘' });

    changed(TOKEN_STORAGE_KEYS.access, 'b', null);
    await vi.waitFor(() => expect(queryClient.getQueryData(['account', 'me'])).toBeUndefined());
    expect(storageKeys(sessionStorage)).toEqual([]);
    disconnect();
  });
});
