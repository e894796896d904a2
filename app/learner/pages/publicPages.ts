/** The published pages' one lazy chunk (routes.tsx): the additional page and the item page. */
export { ItemPage } from './ItemPage';
export { SitePage } from './SitePage';
