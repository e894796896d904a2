/**
 * A back-office form's save (react-query's mutation bound to a react-hook-form form), so each
 * form writes only what it sends and what it does once saved. The failure is read by
 * saveOutcome.ts: field issues are put at their fields (the first one focused), an area's own
 * problem or a stale version or a plain failure becomes the notice `SaveProblemAlert` draws, and
 * the typed values are never touched. A save carries the version it was based on (`basedOn`):
 * the one loaded, then — once a conflict was told — the latest one read aside, so the next save
 * goes over it knowingly and the person's work stays on screen; a form that stays open after
 * saving bases the next save on the answer (`versionOf`). Shaped after kit/reorder/useOrderSave.ts;
 * everything but the form is useVersionedSave.ts, which the editor kit saves through too.
 */
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useVersionedSave, type VersionedSaveOptions } from './useVersionedSave';

/** The versioned save's options (useVersionedSave.ts), with the form whose fields take a refused body's issues. */
type FormSaveOptions<TValues extends FieldValues, TAnswer, TVersion, P extends string> = Omit<
  VersionedSaveOptions<TValues, TAnswer, TVersion, FieldPath<TValues>, P>,
  'onIssues'
> & { form: UseFormReturn<TValues> };

export function useFormSave<TValues extends FieldValues, TAnswer, TVersion, P extends string = never>(
  options: FormSaveOptions<TValues, TAnswer, TVersion, P>,
) {
  const { form, ...saving } = options;
  const versioned = useVersionedSave<TValues, TAnswer, TVersion, FieldPath<TValues>, P>({
    ...saving,
    onIssues: (issues) => issues.forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 })),
  });
  return {
    /** The form's `onSubmit`: checks the form's own rules, then saves. */
    submit: form.handleSubmit((values) => versioned.save(values)),
    pending: versioned.pending,
    /** The notice to show above the form (`SaveProblemAlert`), `null` when there is none. */
    problem: versioned.problem,
  };
}
