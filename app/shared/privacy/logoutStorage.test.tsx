/**
 * Issue 20 "Logout clears what is the person's" (OWASP ASVS 5.0 14.3.1): after the real logout
 * hook runs in a browser-like page, every storage area is read — localStorage, sessionStorage,
 * cookies and the query cache — and nothing of the person is left; the mock's database and an
 * operator's saved views stay (SURVIVES_LOGOUT). Another tab follows through the storage event.
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
import { clearPersonalStorage, endsSessionElsewhere, followLogoutElsewhere } from './personalData';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
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
    expect(storageKeys(localStorage)).toEqual(['klass.admin.views.v1:host:acc-1:members', 'klass.mock.database']);
    expect(storageKeys(sessionStorage)).toEqual(['klass.mock.scenario']);
    // The app sets no cookie of its own (the legacy session cookie is the server's, HttpOnly).
    expect(document.cookie).toBe('');
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
