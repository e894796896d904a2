/**
 * A back-office form's save (react-query's mutation bound to a react-hook-form form), so each
 * form writes only what it sends and what it does once saved. The failure is read by
 * saveOutcome.ts: field issues are put at their fields (the first one focused), an area's own
 * problem or a stale version or a plain failure becomes the notice `SaveProblemAlert` draws, and
 * the typed values are never touched. A save carries the version it was based on (`basedOn`):
 * the one loaded, then — once a conflict was told — the latest one read aside, so the next save
 * goes over it knowingly and the person's work stays on screen; a form that stays open after
 * saving bases the next save on the answer (`versionOf`). Shaped after kit/reorder/useOrderSave.ts.
 */
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { readSaveFailure, type AreaReading, type SaveProblem } from './saveOutcome';

interface FormSaveOptions<TValues extends FieldValues, TAnswer, TVersion, P extends string> {
  form: UseFormReturn<TValues>;
  /**
   * The version of the record as loaded, which the first save carries (`null` when the form
   * makes a new record and nothing was saved yet).
   */
  version: TVersion;
  /** Sends the values, based on `basedOn`. */
  send: (values: TValues, basedOn: TVersion) => Promise<TAnswer>;
  /** What the save changes, for the tab sync and the undo queue (`announces(...)`). */
  meta?: MutationMeta;
  /** The form's field of a refused body's path (`null`: not on this form). */
  fieldOf?: (path: string) => FieldPath<TValues> | null;
  /** The area's failures of its own (a word taken, a status moved meanwhile). */
  area?: (error: unknown) => AreaReading<FieldPath<TValues>, P> | null;
  /**
   * For a save over a record someone else may have saved first: the area's conflict code and
   * how to read the version saved now. Absent for a new record, which cannot be stale.
   */
  conflict?: { code: string; latest: () => Promise<TVersion> };
  /** The version an answer holds, for a form that stays open after saving. */
  versionOf?: (answer: TAnswer) => TVersion;
  onSaved: (answer: TAnswer, values: TValues) => void;
  /** After a notice is shown (an area refreshing what its problem says changed). */
  onProblem?: (problem: SaveProblem<P>) => void;
}

export function useFormSave<TValues extends FieldValues, TAnswer, TVersion, P extends string = never>(
  options: FormSaveOptions<TValues, TAnswer, TVersion, P>,
) {
  const { form, send, fieldOf, area, conflict, versionOf, onSaved, onProblem } = options;
  const [problem, setProblem] = useState<SaveProblem<P> | null>(null);
  /** The version the next save is based on: the one loaded, the latest after a conflict, or the last saved. */
  const [basedOn, setBasedOn] = useState(options.version);
  const mutation = useMutation({
    mutationFn: (input: { values: TValues; basedOn: TVersion }) => send(input.values, input.basedOn),
    meta: options.meta,
    onSuccess: (answer, { values }) => {
      setProblem(null);
      if (versionOf) setBasedOn(versionOf(answer));
      onSaved(answer, values);
    },
    onError: (error) => {
      const outcome = readSaveFailure(error, { fieldOf, area, staleCode: conflict?.code });
      outcome.issues.forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 }));
      setProblem(outcome.problem);
      if (outcome.problem === null) return;
      onProblem?.(outcome.problem);
      // Not read (offline, say): the next save carries the old version and is told stale again.
      if (outcome.problem === 'stale' && conflict) conflict.latest().then(setBasedOn, () => undefined);
    },
  });
  return {
    /** The form's `onSubmit`: checks the form's own rules, then saves. */
    submit: form.handleSubmit((values) => mutation.mutate({ values, basedOn })),
    pending: mutation.isPending,
    /** The notice to show above the form (`SaveProblemAlert`), `null` when there is none. */
    problem,
  };
}
