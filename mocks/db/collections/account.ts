/** Account-area collections: accounts and the refresh tokens issued to them. */
import { Collection } from '@msw/data';
import { accountRecordSchema, refreshTokenRecordSchema } from '../schemas';

export const accountCollections = {
  accounts: new Collection({ schema: accountRecordSchema }),
  refreshTokens: new Collection({ schema: refreshTokenRecordSchema }),
};
