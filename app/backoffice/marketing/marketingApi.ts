/**
 * Marketing popup and banner endpoint functions (adminMarketing.ts contract) and their query
 * options. What a change tells the other tabs (`marketingChanges`) names the learner's live
 * placements too, so an open learner tab shows or drops them without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { PlacementKind } from '@app/shared/api/contract/adminMarketingRules';
import type { BodyInput } from '@app/shared/api/contract/endpoint';
import { siteMarketingKeys } from '@app/shared/api/endpoints/siteMarketing';
import * as endpoints from '@app/shared/api/routes/adminMarketing';

export type PlacementBody = BodyInput<typeof endpoints.createPlacement>;

export const adminMarketingKeys = {
  all: ['adminMarketing'] as const,
  list: (kind: PlacementKind) => [...adminMarketingKeys.all, 'list', kind] as const,
  placement: (placementKey: string) => [...adminMarketingKeys.all, 'placement', placementKey] as const,
};

/** The query areas a saved or switched placement changes, here and on the learner site. */
export const marketingChanges = [adminMarketingKeys.all, siteMarketingKeys.all];

export function placementsQuery(kind: PlacementKind) {
  return queryOptions({
    queryKey: adminMarketingKeys.list(kind),
    queryFn: ({ signal }) => api.request(endpoints.placements, { query: { kind } }, { signal }),
  });
}

export function placementQuery(placementKey: string) {
  return queryOptions({
    queryKey: adminMarketingKeys.placement(placementKey),
    queryFn: ({ signal }) => api.request(endpoints.placement, { params: { placementKey } }, { signal }),
  });
}

export function createPlacement(body: PlacementBody, options?: RequestOptions) {
  return api.request(endpoints.createPlacement, { body }, options);
}

export function updatePlacement(placementKey: string, body: PlacementBody & { version: number }, options?: RequestOptions) {
  return api.request(endpoints.updatePlacement, { params: { placementKey }, body }, options);
}

/** The named placements of a kind first, in this order (the order list's move). */
export function reorderPlacements(kind: PlacementKind, placementKeys: string[], options?: RequestOptions) {
  return api.request(endpoints.reorderPlacements, { body: { kind, placementKeys } }, options);
}

export function switchPlacement(placementKey: string, enabled: boolean, options?: RequestOptions) {
  return api.request(endpoints.switchPlacement, { params: { placementKey }, body: { enabled } }, options);
}

export function deletePlacement(placementKey: string) {
  return api.request(endpoints.deletePlacement, { params: { placementKey } });
}
