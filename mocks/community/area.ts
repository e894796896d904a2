/** The community area (`/rest/community`): questions, reviews, notices. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { communityHandlers } from './handlers';
import { seedCommunityArea } from './seed';

export default defineMockArea({
  handlers: Object.values(communityHandlers),
  // Authors are the account area's generated learners; reviews are of seeded classes and tickets.
  seed: { needs: ['accounts', 'klasses', 'klassTickets'], run: seedCommunityArea },
});
