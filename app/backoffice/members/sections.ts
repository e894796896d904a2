/**
 * The MEMBER area's section navigation (declared in area.tsx, drawn by AreaSectionNav under a
 * member page's header): one row per screen, relative to the area's path, so a new member screen
 * adds its line here and every member page shows it. The list is current only on its own path.
 */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';

const text = copy.backofficeMemberSections;

export const memberSections: AreaSections = {
  label: text.navLabel,
  items: [
    { id: 'list', label: text.list, to: '', end: true },
    { id: 'withdrawn', label: text.withdrawn, to: 'withdrawn' },
    { id: 'groups', label: text.groups, to: 'groups' },
    { id: 'register', label: text.register, to: 'register' },
  ],
};
