/**
 * The certificates area (issue 32): named certificates with one primary, which classes and courses
 * print which, and their layouts. The learner's certificate endpoint reads them (resolve.ts).
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminCertificateHandlers } from './handlers';
import { seedCertificateArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminCertificateHandlers),
  // Fixed records naming the inventory's seeded class and course keys; reads no collection.
  seed: { needs: [], run: seedCertificateArea },
});
