/**
 * `/admin/master/curriculum` (issue 44): the master's classes, each opening its curriculum editor.
 */
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { AdminPage } from '../../shell/AdminPage';
import { MasterKlassList } from '../MasterKlassList';
import { curriculumEditorPath } from '../paths';

const text = copy.backofficeMaster.curriculumList;

export function CurriculumKlassesPage() {
  return (
    <AdminPage title={text.title} area={areaById('master.curriculum')} description={text.intro}>
      <MasterKlassList linkOf={curriculumEditorPath} linkLabel={text.edit} />
    </AdminPage>
  );
}
