/**
 * What a master's class screen shows when its class cannot be read: another master's class (or
 * none) is answered 404, said as "not yours or gone" with the way back; any other failure can be
 * asked again.
 */
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Link } from '@ds/components/TextButton';
import { isApiError } from '@app/shared/api/client/ApiError';
import { copy } from '@app/shared/copy';

const text = copy.backofficeMaster.klass;

export function KlassUnavailable({ error, backTo, onRetry }: { error: unknown; backTo: string; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) {
    return <EmptyState icon="danger" title={text.notFound} action={<Link to={backTo}>{text.backToList}</Link>} />;
  }
  return <ErrorState title={text.failed} onRetry={onRetry} retryLabel={text.retry} />;
}
