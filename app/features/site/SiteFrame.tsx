/**
 * The outermost route: waits for the tenant preferences, then shows the service-ended page
 * (DROP_OUT) or the archived page (ARCHIVED) instead of any route (spec learner.md §4 "Site
 * status"), or the routed page. It also hosts the shared dialogs for every page below it.
 */
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@ds/components/Spinner';
import { copy } from '@app/copy';
import { ArchivedPage } from './ArchivedPage';
import { DialogsProvider } from './dialogs/DialogsProvider';
import { ErrorPage } from './ErrorPage';
import { ServiceEndedPage } from './ServiceEndedPage';
import { siteGate } from './siteStatus';
import { usePreferences } from './usePreferences';

function SiteContent() {
  const preferences = usePreferences();
  const { pathname } = useLocation();
  if (preferences.isPending) {
    return (
      <main id="main">
        <Spinner label={copy.common.loading} />
      </main>
    );
  }
  if (preferences.isError) {
    return (
      <main id="main">
        <ErrorPage error={preferences.error} />
      </main>
    );
  }
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
      return <Outlet />;
  }
}

export function SiteFrame() {
  return (
    <DialogsProvider>
      <SiteContent />
    </DialogsProvider>
  );
}
