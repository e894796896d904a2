/**
 * Record schemas of the mock database: the contract's entity schemas plus the server-side fields
 * a real backend keeps to itself (passwords, statuses, token bookkeeping).
 */
import { z } from 'zod';
import { accountSchema } from '@app/api/contract/account';

export const accountRecordSchema = accountSchema.extend({
  password: z.string().nullable(),
  status: z.enum(['ACTIVE', 'WITHDRAWN']),
  /** Roles the account may take; MASTER is added to a session only through add-role. */
  roles: z.array(z.string()),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const refreshTokenRecordSchema = z.object({
  value: z.string(),
  accountKey: z.string(),
  roles: z.array(z.string()),
  roleId: z.string().nullable(),
  expiresAt: z.number(),
  /** Set once the token has been exchanged; a second use is rejected with refresh.already_used. */
  usedAt: z.number().nullable(),
});
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecordSchema>;
