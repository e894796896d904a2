/**
 * `/` (learner.md §2 Home, its layout "not shown": issue 41 decides it): the home page the operator
 * last published in the page editor, module by module (app/shared/pages), for a visitor and a
 * learner alike. What the home showed a learner before it was editable — the greeting, "continue
 * learning", the classes in progress — is the recent classes module (RecentInventory), and a
 * visitor sees the welcome with the login entry there; a site that never published its home shows
 * just that. While the page loads, a banner's box and a section's height hold its place, so
 * nothing jumps when it comes (CLS). Publishing reaches an open tab through the tab sync: the
 * back-office announces the published pages' queries (app/shared/sync).
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { PAGE_CONTAINER_WIDTH, bannerDefaults, type PageModule } from '@app/shared/api/contract/pageModules';
import { publishedHomeQuery } from '@app/shared/api/endpoints/sitePage';
import { copy } from '@app/shared/copy';
import { PageModuleList } from '@app/shared/pages/PageModuleList';
import { usePreferences } from '@app/shared/site/usePreferences';
import { RecentClasses } from './RecentClasses';

const recent = () => <RecentClasses />;

/** The first screen while the page loads: a banner's box at the §9 height, then a section's. */
const LoadingBanner = styled(Skeleton)`
  width: 100%;
  max-width: ${PAGE_CONTAINER_WIDTH}px;
  aspect-ratio: ${PAGE_CONTAINER_WIDTH} / ${bannerDefaults.pcMaxHeight};
`;

function HomeLoading() {
  return (
    <div role="status">
      <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
      <Stack gap={8}>
        <LoadingBanner variant="rect" />
        <Skeleton variant="rect" height="320px" />
      </Stack>
    </div>
  );
}

const hasRecent = (modules: readonly PageModule[]) => modules.some((module) => module.kind === 'RecentInventory');

export function HomePage() {
  const home = useQuery(publishedHomeQuery());
  const serviceName = usePreferences().data?.corporation.serviceName ?? copy.common.serviceNameFallback;
  if (home.isPending) return <HomeLoading />;
  if (home.isError) {
    return (
      <Stack gap={8}>
        <RecentClasses />
        <ErrorState headingLevel={2} description={copy.sitePages.homeFailed} onRetry={() => void home.refetch()} retryLabel={copy.common.retry} />
      </Stack>
    );
  }
  const page = home.data.page;
  if (page === null) return <RecentClasses />;
  return (
    <>
      {/* The page's one h1 is the greeting or the welcome; a home without them still names itself. */}
      {!hasRecent(page.modules) && (
        <VisuallyHidden>
          <h1>{copy.sitePages.homeHeading(serviceName)}</h1>
        </VisuallyHidden>
      )}
      <PageModuleList modules={page.modules} boards={page.boards} recent={recent} />
    </>
  );
}
