/**
 * The MEMBER area (`/admin/members…`): the member list is its first screen, the withdrawn list,
 * the groups and the bulk register sit beside it in its section navigation, and a member's detail
 * is `members/{accountKey}`. Every screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';
import { memberSections } from './sections';

export default defineBackofficeArea({
  id: 'MEMBER',
  routes: [
    { index: true, element: lazyPage(() => import('./list/MemberListPage'), 'MemberListPage') },
    { path: 'withdrawn', element: lazyPage(() => import('./withdrawn/WithdrawnMembersPage'), 'WithdrawnMembersPage') },
    { path: 'groups', element: lazyPage(() => import('./MemberGroupsPage'), 'MemberGroupsPage') },
    { path: 'groups/:groupKey', element: lazyPage(() => import('./GroupMembersPage'), 'GroupMembersPage') },
    { path: 'register', element: lazyPage(() => import('./register/MemberRegisterPage'), 'MemberRegisterPage') },
    { path: ':accountKey', element: lazyPage(() => import('./detail/MemberDetailPage'), 'MemberDetailPage') },
  ],
  sections: memberSections,
});
