/**
 * The assignments area (issue 29): giving classes, courses and passes to people as jobs of the job
 * centre, each job's items, and the enrolled accounts of a class, course or pass with their exports.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminAssignmentHandlers } from './handlers';
import { seedAssignmentArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminAssignmentHandlers),
  // The seeded jobs give generated members tickets of the inventory's classes and courses and a catalogue pass.
  seed: { needs: ['accounts', 'klasses', 'courses', 'catalogueProducts', 'klassTickets', 'courseTickets', 'jobs', 'jobItemErrors'], run: seedAssignmentArea },
});
