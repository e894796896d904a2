/**
 * The marketing popup and top banner area (issue 31): the back-office's placements and the
 * learner site's live ones, one collection for both.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminMarketingHandlers, marketingImageHandlers, siteMarketingHandlers } from './handlers';
import { seedMarketingArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminMarketingHandlers), ...Object.values(siteMarketingHandlers), ...Object.values(marketingImageHandlers)],
  // Fixed campaigns; reads no other area's collections.
  seed: { needs: [], run: seedMarketingArea },
});
