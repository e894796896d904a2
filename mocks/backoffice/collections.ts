/**
 * Back-office collections shared by every back-office area: which operator holds which
 * permissions (backoffice.md §6). They stay here, not in one area's folder, because they are read
 * across areas: the access check of every back-office call (`mocks/engine/access.ts`), the
 * account area's permissions call and key lookup, and the member list and detail (an operator is
 * not a member). Operators are ordinary accounts (the account area's `accounts`): a grant is what
 * makes one. Each back-office area keeps its own collections in `mocks/backoffice/<area>/`.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import { operatorPermissionSchema } from '@app/shared/api/contract/adminAccount';

export const operatorGrantRecordSchema = z.object({
  accountKey: z.string(),
  permissions: z.array(operatorPermissionSchema),
});
export type OperatorGrantRecord = z.infer<typeof operatorGrantRecordSchema>;

export const backofficeCollections = {
  operatorGrants: new Collection({ schema: operatorGrantRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof backofficeCollections> {}
}
