/**
 * The MARKETING area (`/admin/marketing…`; marketing messages are another area's): the popups
 * (its first screen) and the top banners, each list with its on/off switch, and the editor of a
 * new or an existing one. Every screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';
import { marketingSections } from './sections';

export default defineBackofficeArea({
  id: 'MARKETING',
  routes: [
    { index: true, element: lazyPage(() => import('./PlacementsPage'), 'PopupsPage') },
    { path: 'banners', element: lazyPage(() => import('./PlacementsPage'), 'BannersPage') },
    { path: 'new/:kind', element: lazyPage(() => import('./PlacementFormPage'), 'NewPlacementPage') },
    { path: ':placementKey', element: lazyPage(() => import('./PlacementFormPage'), 'EditPlacementPage') },
  ],
  sections: marketingSections,
});
