/**
 * The terms area (issue 31): the back-office's terms pages with their drafts, versions and history,
 * and the learner site's current versions, one collection for both.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminTermsHandlers, siteTermsHandlers } from './handlers';
import { seedTermsArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(adminTermsHandlers), ...Object.values(siteTermsHandlers)],
  // Fixed pages; reads no other area's collections at seed time (the accounts only per request).
  seed: { needs: [], run: seedTermsArea },
});
