/**
 * The BOARD area's section navigation (declared in area.tsx, drawn by AreaSectionNav under a board
 * page's header): the learners' questions, the notices, the class rooms' notices, the reviews, the general boards and their settings.
 */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';

const text = copy.backofficeBoardSections;

export const boardSections: AreaSections = {
  label: text.navLabel,
  items: [
    { id: 'questions', label: text.questions, to: '' },
    { id: 'notices', label: text.notices, to: 'notices' },
    { id: 'classNotices', label: text.classNotices, to: 'class-notices' },
    { id: 'reviews', label: text.reviews, to: 'reviews' },
    { id: 'boardItems', label: text.boardItems, to: 'items' },
    { id: 'boardSettings', label: text.boardSettings, to: 'settings' },
  ],
};
