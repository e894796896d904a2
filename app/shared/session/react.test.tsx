/**
 * React bindings: useSession() follows the session (learner.md §4 "Authentication state") and
 * logout calls `PUT /rest/account/logout`, then clears with reason `logout` (no on-clear handler).
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '@app/shared/api/client/api';
import { createBridgeSession } from './bridgeSession';
import { SessionProvider, useSession } from './react';
import { startSession } from './startSession';
import { accessTokenExpiringAt, createMemoryStorage } from './testing';
import type { Session } from './types';

function wrapperFor(session: Session) {
  return ({ children }: { children: ReactNode }) => (
    <SessionProvider session={session}>{children}</SessionProvider>
  );
}

function setUp(
  fetch: typeof globalThis.fetch = () => Promise.resolve(new Response(null, { status: 204 })),
) {
  const onClear = vi.fn();
  const started = startSession({
    baseUrl: 'http://api.test',
    fetch: vi.fn(fetch),
    storage: createMemoryStorage(),
    bridge: null,
    onClear,
  });
  configureApi(started.client);
  const hook = renderHook(() => useSession(), { wrapper: wrapperFor(started.session) });
  return { ...started, onClear, hook };
}

const pair = () => ({
  accessToken: accessTokenExpiringAt(Date.now() + 60 * 60 * 1000),
  refreshToken: 'r',
});

describe('useSession', () => {
  it('follows the session from unauthenticated to authenticated after setTokens', () => {
    const { hook } = setUp();
    expect(hook.result.current).toMatchObject({
      status: 'unauthenticated',
      isAuthenticated: false,
      mode: 'storage',
    });
    act(() => hook.result.current.setTokens(pair()));
    expect(hook.result.current).toMatchObject({ status: 'authenticated', isAuthenticated: true });
  });

  it('logout calls PUT /rest/account/logout with the token and the cookies, then clears without on-clear', async () => {
    const calls: Array<{
      method: string | undefined;
      path: string;
      authorization: string | null;
      credentials: RequestCredentials | undefined;
    }> = [];
    const { hook, onClear } = setUp((input, init) => {
      calls.push({
        method: init?.method,
        path: new URL(String(input)).pathname,
        authorization: new Headers(init?.headers).get('Authorization'),
        credentials: init?.credentials,
      });
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const tokens = pair();
    act(() => hook.result.current.setTokens(tokens));

    await act(() => hook.result.current.logout());

    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/rest/account/logout',
        authorization: `Qube-token ${tokens.accessToken}`,
        // The server ends the HttpOnly legacy cookie session with it (backoffice.md §7 Account).
        credentials: 'include',
      },
    ]);
    expect(hook.result.current.status).toBe('unauthenticated');
    expect(onClear).not.toHaveBeenCalled();
  });

  it('logs out locally even when the logout call fails', async () => {
    const { hook } = setUp(() => Promise.reject(new TypeError('offline')));
    act(() => hook.result.current.setTokens(pair()));
    await act(() => hook.result.current.logout());
    expect(hook.result.current.isAuthenticated).toBe(false);
  });

  it('inside the native app logout does nothing and does not throw (the app owns the session)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    configureApi(
      startSession({
        baseUrl: 'http://api.test',
        fetch,
        bridge: null,
        storage: createMemoryStorage(),
      }).client,
    );
    const session = createBridgeSession({
      getAccessToken: () => 'native',
      refreshAccessToken: () => 'native-2',
      fileDownload: () => undefined,
    });
    session.start();
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(session) });
    await expect(result.current.logout()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ isAuthenticated: true, mode: 'bridge' });
  });

  it('needs a SessionProvider', () => {
    // React logs the thrown render error; the assertion is on the error itself.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow('SessionProvider');
    quiet.mockRestore();
  });
});
