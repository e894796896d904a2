/**
 * The native player app source (learner.md §4 "Mobile token handling", §6, §7 "Native bridge
 * functions"): the token comes from the bridge, a rejected token is refreshed through the bridge
 * once for all callers, and the page can neither set nor clear the token.
 */
import { describe, expect, it, vi } from 'vitest';
import { createBridgeSession } from './bridgeSession';
import { BRIDGE_OWNS_TOKENS, findNativeBridge, type KlassPlayerBridge } from './nativeBridge';

function fakeBridge(initial: string | null) {
  let token = initial;
  let refreshes = 0;
  const bridge = {
    getAccessToken: vi.fn(() => token),
    refreshAccessToken: vi.fn(async () => {
      refreshes += 1;
      token = `bridge-token-${refreshes}`;
      return token;
    }),
    fileDownload: vi.fn(),
  } satisfies KlassPlayerBridge;
  return bridge;
}

describe('mobile token handling (learner.md §4)', () => {
  it('takes the token from the bridge and reports the session authenticated', async () => {
    const session = createBridgeSession(fakeBridge('native-1'));
    session.start();
    expect(await session.getAccessToken()).toBe('native-1');
    expect(session.getSnapshot()).toEqual({ status: 'authenticated', mode: 'bridge', endedBy: null });
  });

  it('is unauthenticated when the bridge has no token', async () => {
    const session = createBridgeSession(fakeBridge(null));
    session.start();
    expect(await session.getAccessToken()).toBeNull();
    expect(session.getSnapshot().status).toBe('unauthenticated');
  });

  it('refreshes through the bridge once for every caller whose token was rejected', async () => {
    const bridge = fakeBridge('native-1');
    const session = createBridgeSession(bridge);
    session.start();

    const retryTokens = await Promise.all(
      Array.from({ length: 20 }, () => session.refreshAfterRejection('native-1')),
    );

    expect(bridge.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(new Set(retryTokens)).toEqual(new Set(['bridge-token-1']));
  });

  it('does not refresh when the bridge already holds a newer token than the rejected one', async () => {
    const bridge = fakeBridge('native-2');
    const session = createBridgeSession(bridge);
    session.start();
    expect(await session.refreshAfterRejection('native-1')).toBe('native-2');
    expect(bridge.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('signals FAIL_TO_REFRESH_TOKEN when the bridge cannot refresh', async () => {
    const bridge = { ...fakeBridge('native-1'), refreshAccessToken: vi.fn(() => null) };
    const session = createBridgeSession(bridge);
    session.start();
    await expect(session.refreshAfterRejection('native-1')).rejects.toMatchObject({
      status: 400,
      code: 'FAIL_TO_REFRESH_TOKEN',
      message: 'Failed to refresh access token',
    });
  });
});

describe('the page can neither set nor clear the token (learner.md §4, §6)', () => {
  const session = createBridgeSession(fakeBridge('native-1'));
  session.start();
  const pair = { accessToken: 'a', refreshToken: 'r' };

  it('refuses setTokens', () => {
    expect(() => session.setTokens(pair)).toThrow(BRIDGE_OWNS_TOKENS);
  });

  it('refuses clear, whatever the reason', () => {
    expect(() => session.clear('logout')).toThrow(BRIDGE_OWNS_TOKENS);
    expect(() => session.clear('expired')).toThrow(BRIDGE_OWNS_TOKENS);
  });

  it('refuses start-up tokens and add-role, which would replace the token too', async () => {
    expect(() => createBridgeSession(fakeBridge('x')).start(pair)).toThrow(BRIDGE_OWNS_TOKENS);
    await expect(session.addRole(1)).rejects.toThrow(BRIDGE_OWNS_TOKENS);
  });
});

describe('finding the bridge (learner.md §7: getAccessToken, refreshAccessToken, fileDownload)', () => {
  it('finds a complete bridge object under window.KlassPlayerBridge', () => {
    const bridge = fakeBridge('t');
    expect(findNativeBridge({ KlassPlayerBridge: bridge })).toBe(bridge);
  });

  it('ignores an absent or incomplete bridge', () => {
    expect(findNativeBridge({})).toBeNull();
    expect(findNativeBridge(undefined)).toBeNull();
    expect(findNativeBridge({ KlassPlayerBridge: { getAccessToken: () => 't' } })).toBeNull();
  });
});
