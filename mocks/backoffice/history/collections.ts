/**
 * The change history's collection in the one mock database: every recorded back-office change,
 * in the order recorded (issue 15, part 6). Written only through `recordChange` (record.ts).
 */
import { Collection } from '@msw/data';
import { historyEntrySchema } from '@app/shared/api/contract/adminHistory';

export const historyCollections = {
  historyChanges: new Collection({ schema: historyEntrySchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof historyCollections> {}
}
