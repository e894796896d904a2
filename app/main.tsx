/**
 * Browser entry. In mock mode (npm start) the in-browser mock starts first, through the one
 * dev-only entry `app/dev/startMock`; in every other build that import is dropped entirely.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sitePreferencesQuery } from '@app/shared/site/usePreferences';
import { livePlacementsQuery } from '@app/shared/api/endpoints/siteMarketing';
import { showsTopBanner } from '@app/learner/marketing/topBannerPages';
import { App } from './App';
import { apiBaseUrl, takeEarlyCalls, takeStartupTokens } from './config';
import { bootstrap } from './bootstrap';
import { preloadRoute, preloadRouteCode } from './routes/router';

async function main(): Promise<void> {
  // Compared in place (not through config.ts) so the bundler drops the branch and its import.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    // The page's modules download while the mock builds its world (seconds on the dev server).
    preloadRouteCode(window.location.pathname);
    const { startMock } = await import('./dev/startMock');
    // The scenario's session is written to the storage entries, where the session reads it.
    await startMock();
  }
  // Tokens an embedding page handed over win over the storage entries (and leave them untouched).
  const services = bootstrap({ baseUrl: apiBaseUrl, tokens: takeStartupTokens(), early: takeEarlyCalls() });
  // What the first page waits for starts now, side by side, not one after another once React has
  // rendered its way down to it: the page's code and first request, and the tenant preferences
  // the site frame needs before it shows any page (issue 18). The same query options as the
  // components', so React adopts these answers.
  const { queryClient, session } = services;
  void queryClient.prefetchQuery(sitePreferencesQuery());
  // Where the top banner shows, its live placements too: the frame is drawn once it knows whether
  // the strip above the header holds a banner's height (bannerSlot.tsx, issue 38). The start-up
  // script sent them already outside the in-browser mock; this call takes that answer.
  const sessionStatus = session.getSnapshot().status;
  if (sessionStatus !== 'uninitialised' && showsTopBanner(window.location.pathname))
    void queryClient.prefetchQuery(livePlacementsQuery(sessionStatus === 'authenticated'));
  preloadRoute(window.location.pathname, {
    queryClient,
    signedIn: sessionStatus === 'authenticated',
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void main();
