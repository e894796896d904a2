/**
 * The back-office as one lazy chunk of the app: the app's router loads it for every address under
 * `/admin`, and it routes within (routes.tsx). A learner page never downloads it (the bench
 * checks that no module of app/backoffice is in a learner route's first download).
 */
import { useRoutes } from 'react-router-dom';
import { backofficeRoutes } from './routes';

export function BackofficeApp() {
  return useRoutes(backofficeRoutes);
}
