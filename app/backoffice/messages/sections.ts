/**
 * The MESSAGE area's section navigation (declared in area.tsx, drawn by AreaSectionNav under each
 * message page's header): composing, and the request list.
 */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';

const text = copy.backofficeMessageSections;

export const messageSections: AreaSections = {
  label: text.navLabel,
  items: [
    { id: 'compose', label: text.compose, to: '', end: true },
    { id: 'requests', label: text.requests, to: 'requests' },
  ],
};
