/**
 * What a form says when its save fails (the guide's "a save carries the version it was based on,
 * and a stale one is told, with the person's work kept"; backoffice.md §8 for the refused body),
 * framework-free so every back-office form reads a failure the same way; React binds to it in
 * useFormSave.ts. The rules, each proven by saveOutcome.test.ts:
 *
 * - A refused body's field issues the form knows are put at their fields, and nothing else is
 *   said: the fields say it. Issues at paths the form does not have are a failure like any other.
 * - An area's own reading (a word already taken, a coupon whose status moved) comes next: it may
 *   put messages at fields, name a notice of its own, or both.
 * - A save based on a stale version (the area's conflict code, only for a save that carries a
 *   version) says so; the caller keeps the work and bases the next save on the latest.
 * - Anything else says the save failed. No outcome ever clears what was typed: the reading only
 *   says what to show, and the values stay where the person left them.
 */
import { fieldIssues } from '@app/shared/api/client/fieldIssues';
import { isApiError } from '@app/shared/api/client/ApiError';

/** A message for one field of the form. */
export interface FieldMessage<F extends string> {
  field: F;
  message: string;
}

/** The notice above the form: the two every form has, or one the area names. */
export type SaveProblem<P extends string = never> = 'failed' | 'stale' | P;

/** What an area makes of a failure only it can read; `null` when the failure is not one of its. */
export interface AreaReading<F extends string, P extends string> {
  issues?: readonly FieldMessage<F>[];
  problem?: P;
}

export interface SaveReaders<F extends string, P extends string = never> {
  /** The form's field a refused body's path belongs to; `null` for a path the form has not. */
  fieldOf?: (path: string) => F | null;
  /** The area's failures of its own, read before a conflict or a plain failure. */
  area?: (error: unknown) => AreaReading<F, P> | null;
  /** The area's version-conflict code; absent when the save carries no version (a new record). */
  staleCode?: string;
}

export interface SaveOutcome<F extends string, P extends string = never> {
  /** Messages to put at their fields, the first one to be focused. */
  issues: readonly FieldMessage<F>[];
  /** The notice above the form; `null` when the fields say it all. */
  problem: SaveProblem<P> | null;
}

export function readSaveFailure<F extends string, P extends string = never>(error: unknown, readers: SaveReaders<F, P>): SaveOutcome<F, P> {
  const { fieldOf } = readers;
  const issues = fieldOf
    ? fieldIssues(error).flatMap((issue) => {
        const field = fieldOf(issue.path);
        return field ? [{ field, message: issue.message }] : [];
      })
    : [];
  if (issues.length > 0) return { issues, problem: null };
  const own = readers.area?.(error);
  if (own) return { issues: own.issues ?? [], problem: own.problem ?? null };
  if (readers.staleCode !== undefined && isApiError(error) && error.code === readers.staleCode) return { issues: [], problem: 'stale' };
  return { issues: [], problem: 'failed' };
}
