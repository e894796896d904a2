/**
 * What the start-up script (app/early.ts) does, apart from running it: the call every page waits
 * for, the tenant preferences (the site frame shows no page before them), sent while the app's
 * entry (about 120 KB) is still downloading. It is then answered by the time the app asks, instead
 * of costing the API's connection, a preflight and the call itself after the entry has run (issue
 * 18). The app takes the answer over (`takeEarlyCalls` → app/shared/api/client/earlyCalls.ts); the
 * request is built by the client's own `requestShape`, and a call the app would not send the same
 * way is simply sent again.
 *
 * A page's own first request is not sent here (my classes' list was, and measured no sooner in
 * `npm run bench -- --paint`: the page's code, asked for once the entry has run, arrives later
 * than its answer either way); it starts beside the page's code (`lazyPage`'s prefetch).
 *
 * Nothing is sent when the session will not be the two storage entries as read here: inside the
 * native app (the bridge holds the token), with start-up tokens from an embedding page, with an
 * access token about to expire (the app refreshes it first). Only small modules are imported: each
 * one holds the script back until it has arrived.
 *
 * On a learner page the live marketing placements go too (issue 38: the top banner moved the page
 * on a first visit). Their answer says, before the site's frame is drawn, whether a top banner is
 * live (`__KLASS_LIVE_BANNER__`, its key or null), so the strip above the header holds its height
 * from the first paint (app/learner/marketing/bannerSlot.tsx); the marketing layer later takes the
 * same answer over as the preferences' is.
 */
import { requestShape } from '@app/shared/api/client/requestShape';
import type { EarlyCall } from '@app/shared/api/client/earlyCalls';
import { livePlacements } from '@app/shared/api/routes/siteMarketing';
import { preferences } from '@app/shared/api/routes/tenant';
import { isBackofficePath } from '@app/shared/routing/sides';
import { isExpiring } from '@app/shared/session/expiry';
import { findNativeBridge } from '@app/shared/session/nativeBridge';
import { readTokens } from '@app/shared/session/tokenStorage';

/** The access token the session will send (null: nobody signed in), or undefined when unknown here. */
export function sessionToken(scope: Window, nowMs: number): string | null | undefined {
  if (findNativeBridge(scope) !== null || scope.__KLASS_STARTUP__ !== undefined) return undefined;
  let accessToken: string | null;
  try {
    accessToken = readTokens(scope.localStorage).accessToken;
  } catch {
    return undefined; // storage refused (a sandboxed frame): the session will find out itself
  }
  if (accessToken && isExpiring(accessToken, nowMs)) return undefined;
  return accessToken;
}

function send(fetch: typeof globalThis.fetch, { url, headers }: { url: string; headers: Record<string, string> }): EarlyCall {
  const response = fetch(url, { headers });
  // Handled where the client takes it; one it never takes must not be an unhandled rejection.
  response.catch(() => undefined);
  return { url, headers, response };
}

/**
 * Sends the preferences call as the client will, and on a learner page (`pathname`) the live
 * placements; answers them for the app to take over.
 */
export function sendEarlyCalls(baseUrl: string, token: string | null, fetch: typeof globalThis.fetch, pathname = '/'): EarlyCall[] {
  const calls = [send(fetch, requestShape(baseUrl, preferences, {}, { token }))];
  if (!isBackofficePath(pathname)) calls.push(send(fetch, requestShape(baseUrl, livePlacements, {}, { token })));
  return calls;
}

/**
 * Notes on `scope` whether the early live placements name a top banner (its key, or null), once
 * their answer has arrived; nothing when it fails or was not sent. Read from a copy of the answer,
 * taken before the client reads it. `__KLASS_LIVE_BANNER_READ__` settles once that is done, so the
 * banner strip can wait for it (briefly) before the frame is drawn.
 */
export function noteLiveBanner(scope: Window, calls: readonly EarlyCall[], baseUrl: string): void {
  const { url } = requestShape(baseUrl, livePlacements, {}, null);
  const call = calls.find((each) => each.url === url);
  if (!call) return;
  scope.__KLASS_LIVE_BANNER_READ__ = call.response
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
    .then((body) => {
      if (typeof body !== 'object' || body === null || !('banner' in body)) return;
      const banner: unknown = body.banner;
      scope.__KLASS_LIVE_BANNER__ =
        typeof banner === 'object' && banner !== null && 'placementKey' in banner && typeof banner.placementKey === 'string' ? banner.placementKey : null;
    })
    .catch(() => undefined);
}
