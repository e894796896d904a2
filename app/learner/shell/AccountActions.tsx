/**
 * The top bar's right side: the account menu (내 강의실 on small screens, 계정 설정, 로그아웃)
 * for a learner, the login link for a visitor. Inside the native app the page cannot end the
 * session (spec learner.md §6), so logout is left out there.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { Menu, type MenuItem } from '@ds/components/Menu';
import { Link } from '@ds/components/TextButton';
import { copy } from '@app/shared/copy';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { useLogout } from '@app/shared/account/useLogout';
import { useSession } from '@app/shared/session/react';
import { ACCOUNT_SETTINGS_PATH, MY_CLASSES_PATH } from './paths';

export function AccountActions() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // One logout for the whole app: the SSO partner's logout too, then the cache is dropped.
  const logOut = useLogout();

  if (!session.isAuthenticated) return <Link to={loginPathFor(location)}>{copy.common.login}</Link>;

  const items: MenuItem[] = [
    { id: 'klasses', label: copy.site.myClasses, icon: 'play', onSelect: () => navigate(MY_CLASSES_PATH) },
    { id: 'settings', label: copy.site.accountSettings, icon: 'user', onSelect: () => navigate(ACCOUNT_SETTINGS_PATH) },
    ...(session.mode === 'bridge'
      ? []
      : [{ id: 'logout', label: copy.common.logout, icon: 'logout', onSelect: () => void logOut() } satisfies MenuItem]),
  ];
  return <Menu label={copy.site.accountMenu} items={items} align="end" />;
}
