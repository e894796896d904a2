/**
 * The ASSIGNMENT area's section navigation (declared in area.tsx, drawn by AreaSectionNav under
 * each assignment page's header): assigning, the assignment jobs, the enrolled lists.
 */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';

const text = copy.backofficeAssignmentSections;

export const assignmentSections: AreaSections = {
  label: text.navLabel,
  items: [
    { id: 'assign', label: text.assign, to: '', end: true },
    { id: 'jobs', label: text.jobs, to: 'jobs' },
    { id: 'enrolled', label: text.enrolled, to: 'enrolled' },
  ],
};
