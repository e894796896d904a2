/**
 * The start-up script: the first code a visit runs, a small file the build names in index.html
 * before the app's entry (scripts/startupHtml.ts). It sends the call every page waits for, the
 * tenant preferences (and where the top banner shows, the live placements), while the entry is
 * still downloading (app/earlyStart.ts, issues 18 and 38) and leaves them on `window` for the app
 * to take over. Not under the in-browser mock (npm start): its worker is not running yet, and
 * would not answer.
 */
import { apiBaseUrl } from './config';
import { sendEarlyCalls, sessionToken } from './earlyStart';

function start(scope: Window): void {
  const token = sessionToken(scope, Date.now());
  if (token === undefined) return;
  scope.__KLASS_EARLY__ = sendEarlyCalls(apiBaseUrl, token, (input, init) => scope.fetch(input, init), scope.location.pathname);
}

// Compared in place so the mock build leaves the call out entirely.
if (import.meta.env.VITE_API_MODE !== 'mock') start(window);
