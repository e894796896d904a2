/**
 * A save that carries the version its work was based on, without a form (issue 41): the part of
 * useFormSave that is not react-hook-form's, shared by the forms and the editor kit
 * (kit/editor/useEditorDocument.ts), so a stale save is read, told and recovered from one way.
 * The failure is read by saveOutcome.ts; field issues go to `onIssues` (a form puts them at its
 * fields), the rest becomes `problem`. The version the next save is based on: the one loaded, then
 * — once a conflict was told — the latest one read aside, so the next save goes over it knowingly
 * and the person's work stays on screen; after a save, the answer's (`versionOf`).
 */
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { useState } from 'react';
import { readSaveFailure, type AreaReading, type FieldMessage, type SaveProblem } from './saveOutcome';

export interface VersionedSaveOptions<TInput, TAnswer, TVersion, F extends string, P extends string> {
  /** The version of the record as loaded, which the first save carries. */
  version: TVersion;
  /** Sends the work, based on `basedOn`. */
  send: (input: TInput, basedOn: TVersion) => Promise<TAnswer>;
  /** What the save changes, for the tab sync and the undo queue (`announces(...)`). */
  meta?: MutationMeta;
  /** The field of a refused body's path (`null`: not one the screen shows). */
  fieldOf?: (path: string) => F | null;
  /** The area's failures of its own (a word taken, a status moved meanwhile). */
  area?: (error: unknown) => AreaReading<F, P> | null;
  /**
   * For a save over a record someone else may have saved first: the area's conflict code and
   * how to read the version saved now. Absent for a new record, which cannot be stale.
   */
  conflict?: { code: string; latest: () => Promise<TVersion> };
  /** The version an answer holds, for a screen that stays open after saving. */
  versionOf?: (answer: TAnswer) => TVersion;
  onSaved: (answer: TAnswer, input: TInput) => void;
  /** A refused body's issues at fields the screen has (the first one is to be focused). */
  onIssues?: (issues: readonly FieldMessage<F>[]) => void;
  /** After a notice is shown (an area refreshing what its problem says changed). */
  onProblem?: (problem: SaveProblem<P>) => void;
}

export function useVersionedSave<TInput, TAnswer, TVersion, F extends string = never, P extends string = never>(
  options: VersionedSaveOptions<TInput, TAnswer, TVersion, F, P>,
) {
  const { send, fieldOf, area, conflict, versionOf, onSaved, onIssues, onProblem } = options;
  const [problem, setProblem] = useState<SaveProblem<P> | null>(null);
  /** The version the next save is based on: the one loaded, the latest after a conflict, or the last saved. */
  const [basedOn, setBasedOn] = useState(options.version);
  const mutation = useMutation({
    mutationFn: (input: { work: TInput; basedOn: TVersion }) => send(input.work, input.basedOn),
    meta: options.meta,
    onSuccess: (answer, { work }) => {
      setProblem(null);
      if (versionOf) setBasedOn(versionOf(answer));
      onSaved(answer, work);
    },
    onError: (error) => {
      const outcome = readSaveFailure(error, { fieldOf, area, staleCode: conflict?.code });
      if (outcome.issues.length > 0) onIssues?.(outcome.issues);
      setProblem(outcome.problem);
      if (outcome.problem === null) return;
      onProblem?.(outcome.problem);
      // Not read (offline, say): the next save carries the old version and is told stale again.
      if (outcome.problem === 'stale' && conflict) conflict.latest().then(setBasedOn, () => undefined);
    },
  });
  return {
    /** Saves `work` based on the version the next save is based on; `onSaved` runs once it is kept. */
    save: (work: TInput, callbacks?: { onSaved?: () => void }) =>
      mutation.mutate({ work, basedOn }, callbacks?.onSaved ? { onSuccess: callbacks.onSaved } : undefined),
    pending: mutation.isPending,
    /** The notice to show (`SaveProblemAlert`), `null` when there is none. */
    problem,
    /** The version the next save carries. */
    basedOn,
    /** The work now starts from `version` (the person took the latest one instead): no notice left. */
    startOver: (version: TVersion) => {
      setBasedOn(version);
      setProblem(null);
      mutation.reset();
    },
  };
}
