/** The member detail: a member's info, memos, learning and orders. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminMemberDetailHandlers } from './handlers';
import { seedMemberDetailArea } from './seed';

export default defineMockArea({
  handlers: Object.values(adminMemberDetailHandlers),
  // The seeded memos are about the members area's members.
  seed: { needs: ['accounts', 'memberGroups'], run: seedMemberDetailArea },
});
