/**
 * The browser tab's title of a back-office page, "page | service 관리자": every page the back-office
 * shows sets its own (screens through AdminPage, and the login, permission, no-access and
 * not-found pages directly), so a tab never keeps the title of the page before — after a logout
 * it must not still read "계정 설정".
 */
import { useEffect } from 'react';
import { copy } from '@app/shared/copy';
import { usePreferences } from '@app/shared/site/usePreferences';

export function useAdminTitle(title: string): void {
  const serviceName = usePreferences().data?.corporation.serviceName ?? copy.common.serviceNameFallback;
  useEffect(() => {
    document.title = copy.backoffice.pageTitle(title, serviceName);
  }, [title, serviceName]);
}
