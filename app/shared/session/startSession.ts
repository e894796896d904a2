/**
 * Start-up wiring of the session and the request layer, the one place that decides the token
 * source: the native player bridge when the page runs inside the app, otherwise the browser
 * token session (start-up tokens, or the two storage entries). The caller hands the client to
 * `configureApi` and the session to `<SessionProvider>`.
 */
import type { TokenPair } from '@app/shared/api/contract/session';
import { contractAnswerCheck } from '@app/shared/api/client/drift';
import { createHttpClient, type HttpClient } from '@app/shared/api/client/httpClient';
import type { AnswerCheck } from '@app/shared/api/client/send';
import { createBridgeSession } from './bridgeSession';
import { findNativeBridge, type KlassPlayerBridge } from './nativeBridge';
import { createAccountRefresher } from './refresher';
import { createTokenSession, type TokenSessionOptions } from './tokenSession';
import type { ClearReason, Session } from './types';

export interface StartSessionOptions extends Pick<
  TokenSessionOptions,
  'storage' | 'storageEvents' | 'now'
> {
  /** API origin from configuration (`VITE_API_BASE_URL`); empty for same origin. */
  baseUrl: string;
  /** Tokens supplied at start-up: browser storage is then never read or written. */
  tokens?: TokenPair;
  /** Fired when tokens are cleared for any reason but `logout` (e.g. show "session expired"). */
  onClear?: (reason: ClearReason) => void;
  /** Default: the bridge found on `window`; `null` forces the browser token session. */
  bridge?: KlassPlayerBridge | null;
  fetch?: typeof fetch;
  /** Default: the contract check of development builds (a console warning on drift). */
  checkAnswer?: AnswerCheck;
}

export interface StartedSession {
  session: Session;
  client: HttpClient;
}

/**
 * The session's requests: token from the session, refresh and retry once on token-expired codes,
 * and a protected call made with nobody signed in refused as `client.api.login_required`.
 */
export function createSessionHttpClient(
  session: Session,
  options: Pick<StartSessionOptions, 'baseUrl' | 'fetch' | 'checkAnswer'>,
): HttpClient {
  return createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    checkAnswer: options.checkAnswer ?? contractAnswerCheck,
    getAccessToken: () => session.getAccessToken(),
    refreshAfterRejection: (rejected) => session.refreshAfterRejection(rejected),
    // Nobody signed in: a protected call is `client.api.login_required` without a round trip.
    refuseProtectedWithoutToken: true,
  });
}

export function startSession(options: StartSessionOptions): StartedSession {
  const bridge = options.bridge === undefined ? findNativeBridge() : options.bridge;
  let session: Session;
  if (bridge) {
    // Inside the app the bridge is the only source; start-up tokens would be a second one.
    session = createBridgeSession(bridge);
    session.start();
  } else {
    // The refresh calls are `auth: 'none'`: a client without a token source is all they need.
    const refreshClient = createHttpClient({
      baseUrl: options.baseUrl,
      fetch: options.fetch,
      checkAnswer: options.checkAnswer ?? contractAnswerCheck,
    });
    session = createTokenSession({
      refresher: createAccountRefresher(refreshClient),
      storage: options.storage,
      storageEvents: options.storageEvents,
      now: options.now,
      onClear: options.onClear,
    });
    session.start(options.tokens);
  }
  return { session, client: createSessionHttpClient(session, options) };
}
