/**
 * A stand-in for the native player app's bridge (scenario `mobile-app`): it holds the token pair
 * the way the app would (here in sessionStorage, so a reload keeps it) and refreshes it against
 * the mock's refresh call. Installed on `window` before the app starts, so the session finds it.
 */
import { createHttpClient } from '@app/shared/api/client/httpClient';
import { accountEndpoints, tokenPairSchema, type TokenPair } from '@app/shared/api/contract/account';
import type { KlassPlayerBridge } from '@app/shared/session/nativeBridge';

const BRIDGE_TOKENS_KEY = 'klass.mock.playerBridgeTokens';

export function readBridgeTokens(storage: Storage = sessionStorage): TokenPair | null {
  try {
    const parsed = tokenPairSchema.safeParse(
      JSON.parse(storage.getItem(BRIDGE_TOKENS_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function downloadInPage(name: string, url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
}

export function installMockPlayerBridge(
  initial: TokenPair,
  storage: Storage = sessionStorage,
): void {
  let tokens = initial;
  const keep = (pair: TokenPair) => {
    tokens = pair;
    storage.setItem(BRIDGE_TOKENS_KEY, JSON.stringify(pair));
  };
  keep(initial);
  const client = createHttpClient({ baseUrl: '' });
  const bridge: KlassPlayerBridge = {
    getAccessToken: () => tokens.accessToken,
    async refreshAccessToken() {
      try {
        keep(
          await client.request(accountEndpoints.refresh, {
            body: { refreshToken: tokens.refreshToken },
          }),
        );
        return tokens.accessToken;
      } catch {
        return null;
      }
    },
    fileDownload: downloadInPage,
  };
  window.KlassPlayerBridge = bridge;
}
