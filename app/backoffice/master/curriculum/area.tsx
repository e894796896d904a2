/**
 * The curriculum editor (`/admin/master/curriculum…`, issue 44): the master's classes to choose
 * from, and one class's curriculum draft, changed by version-checked commands and published to the
 * class room. Each screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../../areas/defineArea';

export default defineBackofficeArea({
  id: 'master.curriculum',
  routes: [
    { index: true, element: lazyPage(() => import('./CurriculumKlassesPage'), 'CurriculumKlassesPage') },
    { path: ':klassId', element: lazyPage(() => import('./CurriculumEditorPage'), 'CurriculumEditorPage') },
  ],
});
