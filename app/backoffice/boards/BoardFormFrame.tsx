/**
 * The frame of a board form's page (issue 42: a notice, a class notice — new or edited): the page
 * with its section navigation, the area's breadcrumb back to the list as it was left, and the
 * form's column.
 */
import type { ReactNode } from 'react';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { listReturnPath } from '../kit/list/listPlace';
import { AdminPage } from '../shell/AdminPage';
import { FormColumn } from '../kit/forms/FormColumn';

export function BoardFormFrame({ title, intro, listPath, children }: { title: string; intro: string; listPath: string; children: ReactNode }) {
  return (
    <AdminPage title={title} area={areaById('BOARD')} areaTo={listReturnPath(listPath)} description={intro}>
      <AreaSectionNav />
      <FormColumn $wide>{children}</FormColumn>
    </AdminPage>
  );
}
