/** The members area: the list, groups, exports (the member accounts are the account area's collection). */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminMemberHandlers } from './handlers';
import { adminMemberListHandlers } from './listHandlers';
import { seedMemberArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminMemberHandlers), ...Object.values(adminMemberListHandlers)],
  // Members are accounts, added after the account area's and the operators'.
  seed: { needs: ['accounts', 'operatorGrants'], run: seedMemberArea },
});
