/**
 * The outermost route: waits for the tenant preferences, then shows the service-ended page
 * (DROP_OUT) or the archived page (ARCHIVED) instead of any route (spec learner.md §4 "Site
 * status"), or the routed page. When the preferences cannot be read, the login page still renders
 * (it says so itself); any other page shows the error. It also hosts the shared dialogs.
 */
import { useLocation } from 'react-router-dom';
import { Spinner } from '@ds/components/Spinner';
import { copy } from '@app/shared/copy';
import { lazySection, type SectionPlaceholderProps } from '@app/shared/routing/lazySection';
import { RouteOutlet } from '@app/shared/routing/RouteOutlet';
import { DialogsProvider } from './dialogs/DialogsProvider';
import { ErrorPage } from './ErrorPage';
import { PAGE_WITHOUT_PREFERENCES, siteGate } from './siteStatus';
import { usePreferences } from './usePreferences';

const loading = <Spinner label={copy.common.loading} />;

/**
 * A closed site's page while it downloads (offline: until the connection returns); a download that
 * failed online shows the error page, already in every page's code, whose 다시 시도 loads the page
 * again (issue 39: not an endless spinner, and not a blank page).
 */
function ClosedPagePlaceholder({ failure }: SectionPlaceholderProps) {
  return failure ? <ErrorPage error={null} /> : loading;
}

// Only a closed site shows these, so they are not part of every page's first download (issue 9).
// The error page stays static: it is what shows when a route's chunk fails to load.
const ServiceEndedPage = lazySection(async () => (await import('./ServiceEndedPage')).ServiceEndedPage, ClosedPagePlaceholder);
const ArchivedPage = lazySection(async () => (await import('./ArchivedPage')).ArchivedPage, ClosedPagePlaceholder);

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
          <ServiceEndedPage preferences={preferences.data} />
        </main>
      );
    case 'archived':
      return (
        <main id="main">
          <ArchivedPage preferences={preferences.data} />
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
