/**
 * One back-office screen's frame inside the shell: the breadcrumbs (back-office home, then the
 * area, then the page), the h1 and the page's actions, and the browser tab's title
 * ("page | service 관리자") so history and tabs say where each entry is. A page opened by a link
 * starts at its top with focus on its h1 (usePageOpening).
 */
import { useRef, type ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '@ds/components/Breadcrumbs';
import { PageHeader } from '@ds/components/PageHeader';
import { copy } from '@app/shared/copy';
import { ADMIN_ROOT, type BackofficeArea } from '../access/areas';
import { listReturnPath } from '../kit/list/listPlace';
import { useAdminTitle } from './useAdminTitle';
import { usePageOpening } from './usePageOpening';

export interface AdminPageProps {
  title: string;
  /** The area the screen belongs to; left out for the home page and account settings. */
  area?: BackofficeArea;
  /**
   * Where the area's breadcrumb leads when the area's list is not at its path (a detail page of a
   * list at a sub-path gives `listReturnPath(listPath)`); by default the area's own list as the
   * operator last left it in this tab, filters and all (kit/list/listPlace.ts).
   */
  areaTo?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, area, areaTo, description, actions, children }: AdminPageProps) {
  useAdminTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageOpening(heading);
  const trail: BreadcrumbItem[] = [{ label: copy.backoffice.home, to: ADMIN_ROOT }];
  if (area && area.path !== ADMIN_ROOT && area.label !== title) trail.push({ label: area.label, to: areaTo ?? listReturnPath(area.path) });
  const isHome = title === copy.backoffice.homeTitle;
  return (
    <>
      <PageHeader
        title={title}
        headingRef={heading}
        description={description}
        actions={actions}
        breadcrumbs={isHome ? undefined : <Breadcrumbs label={copy.backoffice.breadcrumbsLabel} items={[...trail, { label: title }]} />}
      />
      {children}
    </>
  );
}
