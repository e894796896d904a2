/** The MARKETING area's section navigation: the popups (its first screen) and the top banners. */
import { copy } from '@app/shared/copy';
import type { AreaSections } from '../areas/defineArea';
import { kindSegment } from './paths';

const text = copy.backofficeMarketingSections;

export const marketingSections: AreaSections = {
  label: text.navLabel,
  items: [
    { id: 'popups', label: text.popups, to: '', end: true },
    { id: 'banners', label: text.banners, to: kindSegment.BANNER },
  ],
};
