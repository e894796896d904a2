/**
 * The archived page for tenant status ARCHIVED (spec learner.md §2): the status title and status
 * message from the preferences, under the service name.
 */
import type { Preferences } from '@app/shared/api/contract/tenant';
import { copy } from '@app/shared/copy';
import { customText } from './siteStatus';
import { StatusPageLayout } from './StatusPageLayout';

export interface ArchivedPageProps {
  preferences: Pick<Preferences, 'corporation' | 'statusTitle' | 'statusMessage'>;
}

export function ArchivedPage({ preferences }: ArchivedPageProps) {
  const message = customText(preferences.statusMessage);
  return (
    <StatusPageLayout title={customText(preferences.statusTitle) ?? copy.site.archivedFallbackTitle}>
      {message && <p>{message}</p>}
      <p>{preferences.corporation.serviceName}</p>
    </StatusPageLayout>
  );
}
