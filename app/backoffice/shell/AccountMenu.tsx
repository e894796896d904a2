/**
 * The signed-in person at the right of the back-office top bar: their name and role, and a menu
 * with account settings and logout. Logout ends the one session (both sides), drops every cached
 * answer and replaces the page with the back-office login, so the back button shows nothing.
 * A change still in its undo window is sent first, while the session can still authorise it.
 */
import { useNavigate } from 'react-router-dom';
import { Menu } from '@ds/components/Menu';
import { useLogout } from '@app/shared/account/useLogout';
import { copy } from '@app/shared/copy';
import { ADMIN_ACCOUNT_PATH, ADMIN_LOGIN_PATH } from '../access/areas';
import type { BackofficePerson } from '../access/person';
import { useUndoableAction } from '../kit/undo/UndoProvider';

export function AccountMenu({ name, person }: { name: string; person: BackofficePerson }) {
  const navigate = useNavigate();
  const logout = useLogout(ADMIN_LOGIN_PATH);
  const { flushPending } = useUndoableAction();
  const role = person.operator ? copy.backoffice.roleOperator : copy.backoffice.roleMaster;
  return (
    <Menu
      align="end"
      label={`${name} · ${role}`}
      items={[
        { id: 'account', label: copy.backoffice.accountSettings, icon: 'user', onSelect: () => navigate(ADMIN_ACCOUNT_PATH) },
        { id: 'logout', label: copy.backoffice.logout, icon: 'logout', onSelect: () => void flushPending().then(logout) },
      ]}
    />
  );
}
