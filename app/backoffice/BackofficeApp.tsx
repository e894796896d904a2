/**
 * The back-office as one lazy chunk of the app: the app's router loads it for every address under
 * `/admin`, and it routes within (routes.tsx). A learner page never downloads it (the bench
 * checks that no module of app/backoffice is in a learner route's first download).
 *
 * Its toasts last the design system's default (5000 ms), not the 2000 ms the app passes for the
 * learner's messages (learner.md §9 names only those): an operator's "저장했어요" was gone before
 * it was read (issue 40's hand review). A provider inside the app's sets only the duration; the
 * toasts still show in the app's one region.
 */
import { useRoutes } from 'react-router-dom';
import { DEFAULT_TOAST_DURATION, ToastProvider } from '@ds/components/Toast';
import { backofficeRoutes } from './routes';

export function BackofficeApp() {
  const routes = useRoutes(backofficeRoutes);
  return <ToastProvider duration={DEFAULT_TOAST_DURATION}>{routes}</ToastProvider>;
}
