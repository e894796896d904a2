/**
 * The master's class notices (`/admin/master/notices…`, issue 44): the notices of their classes, a
 * new one, and one notice's form. Each screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../../areas/defineArea';

export default defineBackofficeArea({
  id: 'master.notices',
  routes: [
    { index: true, element: lazyPage(() => import('./NoticesPage'), 'NoticesPage') },
    { path: 'new', element: lazyPage(() => import('./NoticeFormPage'), 'NewNoticePage') },
    { path: ':noticeId', element: lazyPage(() => import('./NoticeFormPage'), 'EditNoticePage') },
  ],
});
