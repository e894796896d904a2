/**
 * The error shape every failure takes (spec learner.md §8, backoffice.md §8):
 * `{status, code, message, data}`. The codes are catalogued in errors.ts.
 */
import { z } from 'zod/mini';

export const apiErrorBodySchema = z.object({
  status: z.number().check(z.int()),
  code: z.string(),
  message: z.string(),
  data: z.nullable(z.record(z.string(), z.unknown())),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
