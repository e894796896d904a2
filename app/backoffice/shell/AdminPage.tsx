/**
 * One back-office screen's frame inside the shell: the breadcrumbs (back-office home, then the
 * area, then the page), the h1 and the page's actions, and the browser tab's title
 * ("page | service 관리자") so history and tabs say where each entry is.
 */
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '@ds/components/Breadcrumbs';
import { PageHeader } from '@ds/components/PageHeader';
import { copy } from '@app/shared/copy';
import { ADMIN_ROOT, type BackofficeArea } from '../access/areas';
import { useAdminTitle } from './useAdminTitle';

export interface AdminPageProps {
  title: string;
  /** The area the screen belongs to; left out for the home page and account settings. */
  area?: BackofficeArea;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, area, description, actions, children }: AdminPageProps) {
  useAdminTitle(title);
  const trail: BreadcrumbItem[] = [{ label: copy.backoffice.home, to: ADMIN_ROOT }];
  if (area && area.path !== ADMIN_ROOT && area.label !== title) trail.push({ label: area.label, to: area.path });
  const isHome = title === copy.backoffice.homeTitle;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={actions}
        breadcrumbs={isHome ? undefined : <Breadcrumbs label={copy.backoffice.breadcrumbsLabel} items={[...trail, { label: title }]} />}
      />
      {children}
    </>
  );
}
