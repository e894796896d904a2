/**
 * `/pages/:slug`: an additional page as the operator last published it (issue 41), reached from
 * the header menu, a banner or a link; its modules are the home's (app/shared/pages). An address
 * with no published page says so, with the way home.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import { publishedPageQuery } from '@app/shared/api/endpoints/sitePage';
import { copy } from '@app/shared/copy';
import { PageModuleList } from '@app/shared/pages/PageModuleList';
import { RecentClasses } from '@app/learner/home/RecentClasses';

const text = copy.sitePages;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
`;

const recent = () => <RecentClasses />;

export function SitePage() {
  const { slug = '' } = useParams();
  const page = useQuery(publishedPageQuery(slug));
  if (page.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
        <Skeleton variant="rect" height="480px" />
      </div>
    );
  }
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) {
      return <EmptyState headingLevel={2} title={text.pageNotFound} description={text.pageNotFoundBody} action={<Link to="/">{text.goHome}</Link>} />;
    }
    return <ErrorState headingLevel={2} title={text.pageFailed} onRetry={() => void page.refetch()} retryLabel={copy.common.retry} />;
  }
  return (
    <Stack gap={6}>
      <Title>{page.data.title}</Title>
      <PageModuleList modules={page.data.modules} boards={page.data.boards} recent={recent} />
    </Stack>
  );
}
