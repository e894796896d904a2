/**
 * The page area (issue 41): the home page and additional pages with their manuscripts and
 * numbered publications, and the learner site's reads of what was published.
 */
import { defineMockArea } from '@mocks/engine/mockArea';
import { pageHandlers, pageImageHandlers } from './handlers';
import { seedPageArea } from './seed';

export default defineMockArea({
  handlers: [...Object.values(pageHandlers), ...Object.values(pageImageHandlers)],
  // Card lists take their titles and covers from the catalogue's classes, books and goods.
  seed: { needs: ['klasses', 'catalogueProducts'], run: seedPageArea },
});
