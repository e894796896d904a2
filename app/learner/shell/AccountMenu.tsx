/**
 * The signed-in learner's account menu (내 강의실 on small screens, 계정 설정, 로그아웃). Its own
 * chunk: a visitor's first page (the login page above all) never needs the menu or the logout
 * code, and the login route's first download has no room for them (issue 9 budget). Inside the
 * native app the page cannot end the session (spec learner.md §6), so logout is left out there.
 */
import { useNavigate } from 'react-router-dom';
import { Menu, type MenuItem } from '@ds/components/Menu';
import { useLogout } from '@app/shared/account/useLogout';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { ACCOUNT_SETTINGS_PATH, MY_CLASSES_PATH } from './paths';

export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  // One logout for the whole app: the SSO partner's logout too, then the cache is dropped.
  const logOut = useLogout();
  const items: MenuItem[] = [
    { id: 'klasses', label: copy.site.myClasses, icon: 'play', onSelect: () => navigate(MY_CLASSES_PATH) },
    { id: 'settings', label: copy.site.accountSettings, icon: 'user', onSelect: () => navigate(ACCOUNT_SETTINGS_PATH) },
    ...(session.mode === 'bridge'
      ? []
      : [{ id: 'logout', label: copy.common.logout, icon: 'logout', onSelect: () => void logOut() } satisfies MenuItem]),
  ];
  return <Menu label={copy.site.accountMenu} items={items} align="end" />;
}
