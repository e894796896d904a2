/**
 * The BOARD area (`/admin/boards…`; issue 42): the learners' questions (its first screen) and the
 * page answering one. Every screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'BOARD',
  routes: [
    { index: true, element: lazyPage(() => import('./QuestionsPage'), 'QuestionsPage') },
    { path: 'questions/:questionId', element: lazyPage(() => import('./QuestionAnswerPage'), 'QuestionAnswerPage') },
  ],
});
