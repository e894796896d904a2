/**
 * The learner site's published pages (sitePage.ts contract), their query options and keys. Shared
 * because both sides name the key: the learner home, the additional pages, the header menu and the
 * item pages read it, and the back-office tells the other tabs it changed when a page is published
 * (app/shared/sync), so an open learner tab draws the new home without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { CatalogueType } from '@app/shared/api/contract/adminCatalogueTypes';
import { publicItem, publishedHome, publishedPage, siteMenu } from '@app/shared/api/routes/sitePage';

export const sitePageKeys = {
  all: ['sitePage'] as const,
  home: () => [...sitePageKeys.all, 'home'] as const,
  page: (slug: string) => [...sitePageKeys.all, 'page', slug] as const,
  menu: () => [...sitePageKeys.all, 'menu'] as const,
  item: (type: CatalogueType, itemKey: string, signedIn: boolean) => [...sitePageKeys.all, 'item', type, itemKey, signedIn] as const,
};

export function publishedHomeQuery() {
  return queryOptions({
    queryKey: sitePageKeys.home(),
    queryFn: ({ signal }) => api.request(publishedHome, {}, { signal }),
  });
}

export function publishedPageQuery(slug: string) {
  return queryOptions({
    queryKey: sitePageKeys.page(slug),
    queryFn: ({ signal }) => api.request(publishedPage, { params: { slug } }, { signal }),
  });
}

export function siteMenuQuery() {
  return queryOptions({
    queryKey: sitePageKeys.menu(),
    queryFn: ({ signal }) => api.request(siteMenu, {}, { signal }),
  });
}

export function publicItemQuery(type: CatalogueType, itemKey: string, signedIn: boolean) {
  return queryOptions({
    queryKey: sitePageKeys.item(type, itemKey, signedIn),
    queryFn: ({ signal }) => api.request(publicItem, { params: { type, itemKey } }, { signal }),
  });
}
