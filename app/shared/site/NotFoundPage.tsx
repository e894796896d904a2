/**
 * An address that matches no route.
 */
import { EmptyState } from '@ds/components/EmptyState';
import { Link } from '@ds/components/TextButton';
import { copy } from '@app/shared/copy';

export function NotFoundPage() {
  return (
    <EmptyState
      headingLevel={2}
      title={copy.common.notFoundTitle}
      description={copy.common.notFoundBody}
      action={<Link to="/">{copy.common.goToMain}</Link>}
    />
  );
}
