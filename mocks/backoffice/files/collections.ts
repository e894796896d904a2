/**
 * The file store's collection of the one mock database: each stored file's metadata, so files
 * reset with the mock world and their records survive a reload of the browser mock like every
 * other record. The bytes live beside it in memory (`store.ts`): a workbook does not fit the
 * browser mock's localStorage snapshot, so after a reload an old file's content answers
 * `file.not_found` while its metadata remains, as an expired storage object would.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { actorSchema } from '@app/shared/api/contract/adminKit';

export const storedFileRecordSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** Epoch milliseconds of the mock clock. */
  createdAt: z.number(),
  owner: actorSchema,
});
export type StoredFileRecord = z.infer<typeof storedFileRecordSchema>;

export const fileCollections = {
  storedFiles: new Collection({ schema: storedFileRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof fileCollections> {}
}
