/** The BOARD area's section navigation: the questions (its first screen). */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';

const text = copy.backofficeBoardSections;

export const boardSections: AreaSections = {
  label: text.navLabel,
  items: [{ id: 'questions', label: text.questions, to: '' }],
};
