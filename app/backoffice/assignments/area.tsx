/**
 * The ASSIGNMENT area (`/admin/assignments…`, issue 29): assigning classes, courses and passes is its
 * first screen; the assignment jobs, one job's items and the enrolled accounts of a class, course or pass sit
 * beside it in its section navigation, and a class ticket's learning status and period opened from a
 * class's enrolled list, a course's or package's ticket class by class from theirs (issue 40). Every screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';
import { assignmentSections } from './sections';

export default defineBackofficeArea({
  id: 'ASSIGNMENT',
  routes: [
    { index: true, element: lazyPage(() => import('./AssignPage'), 'AssignPage') },
    { path: 'jobs', element: lazyPage(() => import('./AssignmentJobsPage'), 'AssignmentJobsPage') },
    { path: 'jobs/:jobId', element: lazyPage(() => import('./AssignmentJobPage'), 'AssignmentJobPage') },
    { path: 'enrolled', element: lazyPage(() => import('./EnrolledPage'), 'EnrolledPage') },
    // A static segment outranks `:targetType`: a class ticket's learning status (issue 40).
    { path: 'enrolled/tickets/:ticketKey', element: lazyPage(() => import('./KlassTicketPage'), 'KlassTicketPage') },
    // …and a course's or package's ticket, class by class.
    { path: 'enrolled/tickets/:bundlePath/:ticketKey', element: lazyPage(() => import('./BundleTicketPage'), 'BundleTicketPage') },
    { path: 'enrolled/:targetType/:targetId', element: lazyPage(() => import('./EnrolledPage'), 'EnrolledPage') },
  ],
  sections: assignmentSections,
});
