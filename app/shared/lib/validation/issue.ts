/**
 * Reporting a custom issue from inside a zod/mini transform. Classic zod gave a transform's
 * context an `addIssue`; zod/mini hands the transform the parse payload itself, whose issue list
 * is pushed to. `continue` lets the schema's later checks run (e.g. the password confirmation
 * of a form whose extra fields already failed).
 */
import type { z } from 'zod/mini';

export function reportIssue(
  payload: z.core.ParsePayload,
  message: string,
  { path = [], continue: keepGoing = false }: { path?: PropertyKey[]; continue?: boolean } = {},
): void {
  payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: keepGoing });
}
