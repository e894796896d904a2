/**
 * The back-office frame when its own call — who the person is: the operator permissions or the
 * master profile — failed (issue 39). The top bar stays, with the brand and a logout, and the
 * page says the account could not be read, with a retry that asks that call again. A bare error
 * page gave no way out, and its 메인으로 가기 led back into the same failure. The side navigation
 * is left out: which areas the person may use is exactly what could not be read.
 */
import { AppShell } from '@ds/components/AppShell';
import { Button } from '@ds/components/Button';
import { useLogout } from '@app/shared/account/useLogout';
import { copy } from '@app/shared/copy';
import { StatusPageLayout } from '@app/shared/site/StatusPageLayout';
import { ADMIN_LOGIN_PATH } from '../access/areas';
import { AdminBrand, adminShellLabels } from './AdminLayout';

export interface AdminFrameFailureProps {
  /** Asks the failed call again. */
  retry: () => void;
  /** True while that call is being asked again. */
  retrying: boolean;
}

export function AdminFrameFailure({ retry, retrying }: AdminFrameFailureProps) {
  const logout = useLogout(ADMIN_LOGIN_PATH);
  return (
    <AppShell
      {...adminShellLabels}
      brand={<AdminBrand />}
      actions={
        <Button variant="secondary" size="sm" onClick={() => void logout()}>
          {copy.backoffice.logout}
        </Button>
      }
      navigation={[]}
    >
      <StatusPageLayout
        title={copy.backoffice.accessCheckFailedTitle}
        actions={
          <Button onClick={retry} loading={retrying}>
            {copy.common.retry}
          </Button>
        }
      >
        <p>{copy.backoffice.accessCheckFailedBody}</p>
      </StatusPageLayout>
    </AppShell>
  );
}
