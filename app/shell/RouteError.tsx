/**
 * What a route shows when its code or data fails to load: the error page for the error (an
 * ApiError gets its variant of spec learner.md §2; a missing chunk after a deploy gets the
 * generic message with 다시 시도).
 */
import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '@app/features/site/ErrorPage';

export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage error={error} />;
}
