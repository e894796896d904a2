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
import loginPermissionImage from '@app/shared/site/assets/login-permission.svg';
import { StatusPageLayout } from '@app/shared/site/StatusPageLayout';
import { ADMIN_LOGIN_PATH, ADMIN_ROOT, MANAGER_LOGIN_PATH } from './areas';

export type PermissionPageProps =
  | { kind: 'forbidden'; areaLabel: string }
  | { kind: 'noAccess' };

const image = { src: loginPermissionImage, alt: copy.backoffice.permissionImageAlt };

export function PermissionPage(props: PermissionPageProps) {
  const navigate = useNavigate();
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
