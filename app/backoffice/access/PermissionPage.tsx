/**
 * The back-office permission page (backoffice.md §2 "generic error/permission page": a title, the
 * login-permission image, child content). Two cases: a screen this person may not use (with a way
 * back to the back-office home), and an account that is neither operator nor master (with a way to
 * log in as someone else, or through the manager login).
 */
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import { useLogout } from '@app/shared/account/useLogout';
import { copy } from '@app/shared/copy';
import loginPermissionImageBundled from '@app/shared/site/assets/login-permission.svg';
import { staticImageUrl } from '@app/shared/site/staticImage';
import { StatusPageLayout } from '@app/shared/site/StatusPageLayout';
import { useAdminTitle } from '../shell/useAdminTitle';
import { ADMIN_LOGIN_PATH, ADMIN_ROOT, MANAGER_LOGIN_PATH } from './areas';

export type PermissionPageProps =
  | { kind: 'forbidden'; areaLabel: string }
  | { kind: 'noAccess' };

export function PermissionPage(props: PermissionPageProps) {
  const navigate = useNavigate();
  useAdminTitle(props.kind === 'forbidden' ? copy.backoffice.forbiddenTitle : copy.backoffice.noAccessTitle);
  // From the static assets host when the deploy names one, as the shared error page does.
  const image = { src: staticImageUrl('login-permission.svg', loginPermissionImageBundled), alt: copy.backoffice.permissionImageAlt };
  const logout = useLogout(ADMIN_LOGIN_PATH);
  const logoutThen = (path: string) => async () => {
    await logout();
    navigate(path);
  };
  if (props.kind === 'forbidden') {
    return (
      <StatusPageLayout
        image={image}
        title={copy.backoffice.forbiddenTitle}
        actions={<Button onClick={() => navigate(ADMIN_ROOT)}>{copy.backoffice.backToHome}</Button>}
      >
        <p>{copy.backoffice.forbiddenBody(props.areaLabel)}</p>
      </StatusPageLayout>
    );
  }
  return (
    <StatusPageLayout
      image={image}
      title={copy.backoffice.noAccessTitle}
      actions={
        <>
          <Button variant="secondary" onClick={() => void logoutThen(MANAGER_LOGIN_PATH)()}>
            {copy.backoffice.goToManagerLogin}
          </Button>
          <Button onClick={() => void logoutThen(ADMIN_LOGIN_PATH)()}>{copy.backoffice.loginAgain}</Button>
        </>
      }
    >
      <p>{copy.backoffice.noAccessBody}</p>
    </StatusPageLayout>
  );
}
