/**
 * Page editor endpoint functions (adminPage.ts contract) and their query options. Kept in the
 * area's folder (its own chunk). What a publish or a restore tells the other tabs
 * (`pageChanges`) names the learner site's published pages too, so an open learner home draws the
 * new publication without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { CatalogueType } from '@app/shared/api/contract/adminCatalogueTypes';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import type { PageContents } from '@app/shared/api/contract/pageModules';
import { sitePageKeys } from '@app/shared/api/endpoints/sitePage';
import * as endpoints from '@app/shared/api/routes/adminPage';

export type PagesQuery = QueryInput<typeof endpoints.pages>;
export type RenameBody = BodyInput<typeof endpoints.renamePage>;

export const adminPageKeys = {
  all: ['adminPage'] as const,
  list: (query: PagesQuery) => [...adminPageKeys.all, 'list', query] as const,
  page: (pageKey: string) => [...adminPageKeys.all, 'page', pageKey] as const,
  publications: (pageKey: string) => [...adminPageKeys.all, 'publications', pageKey] as const,
  publication: (pageKey: string, publicationVersion: number) => [...adminPageKeys.all, 'publication', pageKey, publicationVersion] as const,
  items: (types: readonly CatalogueType[], q: string) => [...adminPageKeys.all, 'items', types.join(','), q] as const,
  boards: () => [...adminPageKeys.all, 'boards'] as const,
};

/** The query areas a published or restored page changes, here and on the learner site. */
export const pageChanges = [adminPageKeys.all, sitePageKeys.all];

export function pagesQuery(query: PagesQuery) {
  return queryOptions({
    queryKey: adminPageKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.pages, { query }, { signal }),
  });
}

export function pageQuery(pageKey: string) {
  return queryOptions({
    queryKey: adminPageKeys.page(pageKey),
    queryFn: ({ signal }) => api.request(endpoints.page, { params: { pageKey } }, { signal }),
  });
}

export function publicationsQuery(pageKey: string) {
  return queryOptions({
    queryKey: adminPageKeys.publications(pageKey),
    queryFn: ({ signal }) => api.request(endpoints.publications, { params: { pageKey } }, { signal }),
  });
}

export function publicationQuery(pageKey: string, publicationVersion: number) {
  return queryOptions({
    queryKey: adminPageKeys.publication(pageKey, publicationVersion),
    queryFn: ({ signal }) => api.request(endpoints.publication, { params: { pageKey, publicationVersion } }, { signal }),
  });
}

export function pageItemsQuery(types: readonly CatalogueType[], q: string) {
  return queryOptions({
    queryKey: adminPageKeys.items(types, q),
    queryFn: ({ signal }) => api.request(endpoints.pageItems, { query: { type: [...types], q: q || undefined } }, { signal }),
    staleTime: 30_000,
  });
}

export function pageBoardsQuery() {
  return queryOptions({
    queryKey: adminPageKeys.boards(),
    queryFn: ({ signal }) => api.request(endpoints.pageBoards, {}, { signal }),
    staleTime: 60_000,
  });
}

export function createPage(body: BodyInput<typeof endpoints.createPage>, options?: RequestOptions) {
  return api.request(endpoints.createPage, { body }, options);
}

export function renamePage(pageKey: string, body: RenameBody, options?: RequestOptions) {
  return api.request(endpoints.renamePage, { params: { pageKey }, body }, options);
}

export function deletePage(pageKey: string, options?: RequestOptions) {
  return api.request(endpoints.deletePage, { params: { pageKey } }, options);
}

export function saveManuscript(pageKey: string, contents: PageContents, manuscriptVersion: number) {
  return api.request(endpoints.saveManuscript, { params: { pageKey }, body: { ...contents, manuscriptVersion } });
}

export function publishPage(pageKey: string, manuscriptVersion: number) {
  return api.request(endpoints.publishPage, { params: { pageKey }, body: { manuscriptVersion } });
}

export function restorePublication(pageKey: string, publicationVersion: number, manuscriptVersion: number) {
  return api.request(endpoints.restorePublication, { params: { pageKey, publicationVersion }, body: { manuscriptVersion } });
}

/** An uploaded image published at its public address, for a banner's or section's image field. */
export function publishPageImage(fileId: string, options?: RequestOptions) {
  return api.request(endpoints.publishImage, { body: { fileId } }, options);
}
