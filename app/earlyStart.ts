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
 * On a page that draws the top banner the live marketing placements go too (issue 38: a banner
 * arriving after the first frame pushed the page down). The site's frame waits for their answer
 * before it is drawn (app/learner/marketing/bannerSlot.tsx), so the strip above the header holds
 * the banner's height from the first paint; sent beside the preferences the frame waits for anyway,
 * the answer costs that wait nothing.
 */
import { requestShape } from '@app/shared/api/client/requestShape';
import type { EarlyCall } from '@app/shared/api/client/earlyCalls';
import { livePlacements } from '@app/shared/api/routes/siteMarketing';
import { preferences } from '@app/shared/api/routes/tenant';
import { showsTopBanner } from '@app/learner/marketing/topBannerPages';
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
 * Sends the preferences call as the client will, and on a page at `pathname` that draws the top
 * banner the live placements; answers them for the app to take over.
 */
export function sendEarlyCalls(baseUrl: string, token: string | null, fetch: typeof globalThis.fetch, pathname: string): EarlyCall[] {
  const calls = [send(fetch, requestShape(baseUrl, preferences, {}, { token }))];
  if (showsTopBanner(pathname)) calls.push(send(fetch, requestShape(baseUrl, livePlacements, {}, { token })));
  return calls;
}
