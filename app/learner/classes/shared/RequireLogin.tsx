/** Pages of my classes need a learner: a visitor goes to the login page, which brings them back here. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@app/shared/session/react';
import { loginPathFor } from '@app/shared/auth/returnTarget';

export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isAuthenticated) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
