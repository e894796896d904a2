/**
 * The message area (issue 43): text and marketing messages sent as jobs of the job centre, now or
 * at a Seoul time, with whom each skips and why, the request history and its cancel.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminMessageHandlers } from './handlers';
import { seedMessageArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminMessageHandlers),
  // The history's people are the generated members (their phones and consent decide whom each
  // skipped): the member area adds them to the accounts, so it seeds first (its groups are named).
  seed: { needs: ['accounts', 'memberGroups'], run: seedMessageArea },
});
