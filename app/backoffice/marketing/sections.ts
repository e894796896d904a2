/** The MARKETING area's section navigation: the popups (its first screen) and the top banners. */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';
import { kindSegment } from './paths';

const text = copy.backofficeMarketing;

export const marketingSections: AreaSections = {
  label: text.title,
  items: [
    { id: 'popups', label: text.kindNames.POPUP, to: '', end: true },
    { id: 'banners', label: text.kindNames.BANNER, to: kindSegment.BANNER },
  ],
};
