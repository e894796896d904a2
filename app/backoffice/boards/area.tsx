/**
 * The BOARD area (`/admin/boards…`; issue 42): the learners' questions (its first screen) and the
 * page answering one; the notices and the class rooms' notices, each with a new one and one being
 * edited, the reviews with the page replying to one, and the general boards' items with their form
 * and comments and who may write on each board, beside them in the section navigation. Every screen is its own lazy chunk; the rich-text editor is a chunk of its
 * own that only the notice, reply and item forms load.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';
import { boardSections } from './sections';

export default defineBackofficeArea({
  id: 'BOARD',
  routes: [
    { index: true, element: lazyPage(() => import('./QuestionsPage'), 'QuestionsPage') },
    { path: 'questions/:questionId', element: lazyPage(() => import('./QuestionAnswerPage'), 'QuestionAnswerPage') },
    { path: 'notices', element: lazyPage(() => import('./NoticesPage'), 'NoticesPage') },
    { path: 'notices/new', element: lazyPage(() => import('./NoticeFormPage'), 'NewNoticePage') },
    { path: 'notices/:noticeId', element: lazyPage(() => import('./NoticeFormPage'), 'EditNoticePage') },
    { path: 'class-notices', element: lazyPage(() => import('./ClassNoticesPage'), 'ClassNoticesPage') },
    { path: 'class-notices/new', element: lazyPage(() => import('./ClassNoticeFormPage'), 'NewClassNoticePage') },
    { path: 'class-notices/:announcementId', element: lazyPage(() => import('./ClassNoticeFormPage'), 'EditClassNoticePage') },
    { path: 'reviews', element: lazyPage(() => import('./ReviewsPage'), 'ReviewsPage') },
    { path: 'reviews/:reviewKey', element: lazyPage(() => import('./ReviewReplyPage'), 'ReviewReplyPage') },
    { path: 'items', element: lazyPage(() => import('./BoardItemsPage'), 'BoardItemsPage') },
    { path: 'items/new', element: lazyPage(() => import('./BoardItemFormPage'), 'NewBoardItemPage') },
    { path: 'items/:itemKey', element: lazyPage(() => import('./BoardItemFormPage'), 'EditBoardItemPage') },
    { path: 'settings', element: lazyPage(() => import('./BoardSettingsPage'), 'BoardSettingsPage') },
  ],
  sections: boardSections,
});
