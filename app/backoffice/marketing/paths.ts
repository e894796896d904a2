/** Where the marketing screens live under the MARKETING area (its path in the area table; the routes, relative, are in area.tsx). */
import type { PlacementKind } from '@app/shared/api/contract/adminMarketingRules';
import { areaById } from '../access/areas';

/** The URL word of a kind: `popups`, `banners`. */
export const kindSegment = { POPUP: 'popups', BANNER: 'banners' } as const satisfies Record<PlacementKind, string>;

export const marketingPath = (): string => areaById('MARKETING').path;
/** The popups are the area's first screen; the banners sit beside them. */
export const placementsPath = (kind: PlacementKind): string => (kind === 'POPUP' ? marketingPath() : `${marketingPath()}/${kindSegment.BANNER}`);
export const newPlacementPath = (kind: PlacementKind): string => `${marketingPath()}/new/${kindSegment[kind]}`;
export const placementPath = (placementKey: string): string => `${marketingPath()}/${encodeURIComponent(placementKey)}`;
