/**
 * Any back-office address without a screen. An address inside an area the person may not use gets
 * the permission page (so a forbidden URL never reveals whether its screen exists); anything else,
 * a not-found page with a way back to the back-office home.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import { copy } from '@app/shared/copy';
import { StatusPageLayout } from '@app/shared/site/StatusPageLayout';
import { ADMIN_ROOT } from '../access/areas';
import { PermissionPage } from '../access/PermissionPage';
import { areaOfPath, mayUse } from '../access/person';
import { useBackofficePersonContext } from '../access/personContext';
import { useAdminTitle } from './useAdminTitle';

function NotFound() {
  const navigate = useNavigate();
  useAdminTitle(copy.backoffice.notFoundTitle);
  return (
    <StatusPageLayout
      title={copy.backoffice.notFoundTitle}
      actions={<Button onClick={() => navigate(ADMIN_ROOT)}>{copy.backoffice.backToHome}</Button>}
    >
      <p>{copy.backoffice.notFoundBody}</p>
    </StatusPageLayout>
  );
}

export function AdminNotFound() {
  const { pathname } = useLocation();
  const person = useBackofficePersonContext();
  const area = areaOfPath(pathname);
  if (area && !mayUse(person, area.access)) return <PermissionPage kind="forbidden" areaLabel={area.label} />;
  return <NotFound />;
}
