/**
 * `/admin/master/classes` (issue 44): the signed-in master's own classes, each with its learners'
 * progress and completion; a class opens its learners.
 */
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { AdminPage } from '../../shell/AdminPage';
import { MasterKlassList } from '../MasterKlassList';
import { masterKlassPath } from '../paths';

const text = copy.backofficeMaster.klasses;

export function MasterKlassesPage() {
  return (
    <AdminPage title={text.title} area={areaById('master.classes')} description={text.intro}>
      <MasterKlassList linkOf={masterKlassPath} />
    </AdminPage>
  );
}
