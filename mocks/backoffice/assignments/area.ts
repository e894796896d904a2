/**
 * The assignments area (issue 29): giving classes and courses to people as jobs of the job centre,
 * each job's items, and the enrolled accounts of a class or course with their exports.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminAssignmentHandlers } from './handlers';
import { seedAssignmentArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminAssignmentHandlers),
  // The seeded jobs give generated members tickets of the inventory's classes and courses.
  seed: { needs: ['accounts', 'klasses', 'courses', 'klassTickets', 'courseTickets', 'jobs', 'jobItemErrors'], run: seedAssignmentArea },
});
