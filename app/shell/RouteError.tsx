/**
 * What a route shows when its code or data fails to load (e.g. a chunk missing after a deploy).
 */
import { useRouteError } from 'react-router-dom';
import { ErrorState } from '@ds/components/ErrorState';
import { PageContainer } from '@ds/components/PageContainer';
import { copy } from '@app/copy';

export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <PageContainer as="main" padded>
      <ErrorState
        headingLevel={2}
        description={copy.common.serverError}
        retryLabel={copy.common.retry}
        onRetry={() => window.location.reload()}
      />
    </PageContainer>
  );
}
