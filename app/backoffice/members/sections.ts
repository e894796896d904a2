/**
 * The members section's screens, in the order of its navigation (MembersSectionNav): one row per
 * screen, so a new member screen (the bulk register, say) adds its line here and every member
 * page shows it. `end` marks a path that is active only by itself (the list at `/admin/members`
 * would otherwise be active under every member path).
 */
import { copy } from '@app/shared/copy';
import { MEMBER_GROUPS_PATH, MEMBERS_PATH, WITHDRAWN_MEMBERS_PATH } from './paths';
import { MEMBER_REGISTER_PATH } from './register/paths';

export interface MemberSection {
  id: string;
  label: string;
  path: string;
  end?: boolean;
}

const text = copy.backofficeMemberList;

export const memberSections: readonly MemberSection[] = [
  { id: 'list', label: text.sectionList, path: MEMBERS_PATH, end: true },
  { id: 'withdrawn', label: text.sectionWithdrawn, path: WITHDRAWN_MEMBERS_PATH },
  { id: 'groups', label: text.sectionGroups, path: MEMBER_GROUPS_PATH },
  { id: 'register', label: text.sectionRegister, path: MEMBER_REGISTER_PATH },
];
