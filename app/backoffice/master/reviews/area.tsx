/**
 * A master's review replies (`/admin/master/reviews…`, issue 42): the reviews of their own classes
 * and the page replying to one. Each screen is its own lazy chunk; the rich-text editor is a chunk
 * of its own that only the reply page loads.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../../areas/defineArea';

export default defineBackofficeArea({
  id: 'master.reviews',
  routes: [
    { index: true, element: lazyPage(() => import('./MasterReviewsPage'), 'MasterReviewsPage') },
    { path: ':reviewKey', element: lazyPage(() => import('./MasterReviewReplyPage'), 'MasterReviewReplyPage') },
  ],
});
