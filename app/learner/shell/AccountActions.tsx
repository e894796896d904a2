/**
 * The top bar's right side: the account menu for a learner (loaded on first use, AccountMenu.tsx),
 * the login link for a visitor.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@ds/components/TextButton';
import { copy } from '@app/shared/copy';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { useSession } from '@app/shared/session/react';

const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

export function AccountActions() {
  const session = useSession();
  const location = useLocation();
  if (!session.isAuthenticated) return <Link to={loginPathFor(location)}>{copy.common.login}</Link>;
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}
