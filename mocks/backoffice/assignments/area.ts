/**
 * The assignments area (issue 29): giving classes, courses and passes to people as jobs of the job
 * centre, each job's items, the enrolled accounts of a class, course or pass with their exports,
 * and a class ticket's learning status with its period extended or ended (issue 40).
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminAssignmentHandlers } from './handlers';
import { adminKlassTicketHandlers } from './klassTicketHandlers';
import { seedAssignmentArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminAssignmentHandlers), ...Object.values(adminKlassTicketHandlers)],
  // The seeded jobs give generated members tickets of the inventory's classes and courses and a catalogue pass.
  seed: { needs: ['accounts', 'klasses', 'courses', 'catalogueProducts', 'klassTickets', 'courseTickets', 'jobs', 'jobItemErrors'], run: seedAssignmentArea },
});
