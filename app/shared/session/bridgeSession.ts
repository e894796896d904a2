/**
 * The session inside the native player app (learner.md §4 "Mobile token handling"): the token
 * comes from the bridge, a token-expired answer is refreshed through the bridge (one shared
 * refresh) and the request retried, and the page can neither set nor clear the token.
 */
import type { KlassPlayerBridge } from './nativeBridge';
import { BRIDGE_OWNS_TOKENS } from './nativeBridge';
import { refreshFailure } from './refreshFailure';
import { createSingleFlight } from './singleFlight';
import { createSnapshotStore } from './snapshotStore';
import type { Session } from './types';

function refuse(): never {
  throw new Error(BRIDGE_OWNS_TOKENS);
}

export function createBridgeSession(bridge: KlassPlayerBridge): Session {
  const view = createSnapshotStore('bridge');
  const flight = createSingleFlight<string | null>();

  async function currentToken(): Promise<string | null> {
    const token = (await bridge.getAccessToken()) || null;
    view.set(token ? 'authenticated' : 'unauthenticated');
    return token;
  }

  async function refreshThroughBridge(): Promise<string | null> {
    let token: string | null;
    try {
      token = (await bridge.refreshAccessToken()) || null;
    } catch (error) {
      throw refreshFailure('failed', error);
    }
    // The tokens cannot be cleared from the page, so a failed refresh only signals the failure.
    if (!token) throw refreshFailure('failed');
    view.set('authenticated');
    return token;
  }

  return {
    start(tokens) {
      if (tokens) refuse();
      // The status settles when the bridge answers; a bridge that throws has no token for us.
      currentToken().catch(() => view.set('unauthenticated'));
    },
    getSnapshot: () => view.get(),
    subscribe: (listener) => view.subscribe(listener),
    getAccessToken: currentToken,

    async refreshAfterRejection(rejected) {
      const running = flight.current();
      if (running) return running;
      const current = await currentToken();
      // Already refreshed by the native side (or by a request that failed earlier).
      if (current !== rejected) return current;
      // Another caller may have started the refresh while the bridge answered.
      return flight.current() ?? flight.share(refreshThroughBridge());
    },

    setTokens: refuse,
    clear: refuse,
    addRole: () => Promise.reject(new Error(BRIDGE_OWNS_TOKENS)),
    dispose: () => undefined,
  };
}
