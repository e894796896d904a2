/**
 * The archived page for tenant status ARCHIVED (spec learner.md §2): its image (from the static
 * assets host, §7), the status title and status message from the preferences, the service name.
 */
import type { Preferences } from '@app/shared/api/contract/tenant';
import { copy } from '@app/shared/copy';
import archivedImage from './assets/archived.svg';
import { customText } from './siteStatus';
import { staticImageUrl } from './staticImage';
import { StatusPageLayout } from './StatusPageLayout';

export interface ArchivedPageProps {
  preferences: Pick<Preferences, 'corporation' | 'statusTitle' | 'statusMessage'>;
}

export function ArchivedPage({ preferences }: ArchivedPageProps) {
  const message = customText(preferences.statusMessage);
  return (
    <StatusPageLayout
      image={{ src: staticImageUrl('archived.svg', archivedImage), alt: copy.site.archivedImageAlt }}
      title={customText(preferences.statusTitle) ?? copy.site.archivedFallbackTitle}>
      {message && <p>{message}</p>}
      <p>{preferences.corporation.serviceName}</p>
    </StatusPageLayout>
  );
}
