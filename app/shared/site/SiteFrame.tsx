/**
 * The outermost route: waits for the tenant preferences, then shows the service-ended page
 * (DROP_OUT) or the archived page (ARCHIVED) instead of any route (spec learner.md §4 "Site
 * status"), or the routed page. When the preferences cannot be read, the login page still renders
 * (it says so itself); any other page shows the error. It also hosts the shared dialogs.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@ds/components/Spinner';
import { copy } from '@app/shared/copy';
import { RouteOutlet } from '@app/shared/routing/RouteOutlet';
import { DialogsProvider } from './dialogs/DialogsProvider';
import { ErrorPage } from './ErrorPage';
import { PAGE_WITHOUT_PREFERENCES, siteGate } from './siteStatus';
import { usePreferences } from './usePreferences';

// Only a closed site shows these, so they are not part of every page's first download (issue 9).
// The error page stays static: it is what shows when a chunk fails to load.
const ServiceEndedPage = lazy(async () => ({
  default: (await import('./ServiceEndedPage')).ServiceEndedPage,
}));
const ArchivedPage = lazy(async () => ({ default: (await import('./ArchivedPage')).ArchivedPage }));

const loading = <Spinner label={copy.common.loading} />;

function SiteContent() {
  const preferences = usePreferences();
  const { pathname } = useLocation();
  // Once the preferences failed, the login page stays up through every retry (each one is
  // pending again): replacing it with the spinner would remount it, and its mount asks again.
  const loginWithout = pathname === PAGE_WITHOUT_PREFERENCES && preferences.errorUpdateCount > 0;
  if (preferences.isPending && !loginWithout) return <main id="main">{loading}</main>;
  if (preferences.isError && !loginWithout) {
    return (
      <main id="main">
        <ErrorPage error={preferences.error} />
      </main>
    );
  }
  // Only the login page gets here without them (PAGE_WITHOUT_PREFERENCES).
  if (!preferences.data) return <RouteOutlet />;
  switch (siteGate(preferences.data.status, pathname)) {
    case 'serviceEnded':
      return (
        <main id="main">
          <Suspense fallback={loading}>
            <ServiceEndedPage preferences={preferences.data} />
          </Suspense>
        </main>
      );
    case 'archived':
      return (
        <main id="main">
          <Suspense fallback={loading}>
            <ArchivedPage preferences={preferences.data} />
          </Suspense>
        </main>
      );
    case 'open':
      return <RouteOutlet />;
  }
}

export function SiteFrame() {
  return (
    <DialogsProvider>
      <SiteContent />
    </DialogsProvider>
  );
}
