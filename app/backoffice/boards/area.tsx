/**
 * The BOARD area (`/admin/boards…`; issue 42): the learners' questions (its first screen) and the
 * page answering one; the notices and the class rooms' notices, each with a new one and one being
 * edited, beside them in the section navigation. Every screen is its own lazy chunk; the rich-text editor is a chunk of its
 * own that only the notice form loads.
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
  ],
  sections: boardSections,
});
