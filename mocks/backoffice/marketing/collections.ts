/**
 * The marketing popups and top banners of the one mock database (backoffice.md §2; issue 31). A
 * record is the placement as the back-office edits it; where its schedule stands is worked out at
 * each answer from the clock, never stored.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { Placement } from '@app/shared/api/contract/adminMarketing';

/** The image's address is made at each answer from the file id and the answering origin. */
export type PlacementRecord = Omit<Placement, 'state' | 'imageUrl'>;

const placementRecordSchema = z.custom<PlacementRecord>((value) => typeof value === 'object' && value !== null && 'placementKey' in value);

export const marketingCollections = {
  marketingPlacements: new Collection({ schema: placementRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof marketingCollections> {}
}
