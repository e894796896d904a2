/**
 * A dialog that adds or renames a named record with one name field (issue 40: the warehouses; the
 * member groups' dialog is the same): the name's rule at the field, a name the server says is
 * taken at the field too, any other failure above the form with what was typed kept; busy while
 * the save runs. Saved through useFormSave, so a refused name is focused and the notice brought
 * into view. The screen says its words, what it sends and what it does once saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { MutationMeta } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { isApiError } from '@app/shared/api/client/ApiError';
import { SaveProblemAlert } from './SaveProblemAlert';
import { useFormSave } from './useFormSave';

export interface NameValues {
  name: string;
}

export interface NameDialogWords {
  title: string;
  label: string;
  hint: string;
  cancel: string;
  submit: string;
  /** Above the form when the save failed for another reason than the name. */
  failed: string;
  /** At the field when the server answers `taken.code`. */
  taken: string;
}

export interface NameDialogProps<TAnswer> {
  words: NameDialogWords;
  /** The name as it is; empty for a new record. */
  initial: string;
  /** The name's rule, the same the contract holds the server to. */
  schema: z.ZodMiniType<NameValues, NameValues>;
  /**
   * The rule's maximum: typing stops there and the counter says it, so the hint, the counter and
   * the rule name one limit (a review saw "2~30자" beside "/40" when typing was allowed past it).
   */
  maxLength: number;
  /** The server's code for a name another record has. */
  takenCode: string;
  send: (name: string) => Promise<TAnswer>;
  /** What the save changes, for the tab sync (`announces(...)`). */
  meta: MutationMeta;
  onSaved: (answer: TAnswer) => void;
  onClose: () => void;
}

export function NameDialog<TAnswer>({ words, initial, schema, maxLength, takenCode, send, meta, onSaved, onClose }: NameDialogProps<TAnswer>) {
  const formId = useId();
  const form = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues: { name: initial } });
  const save = useFormSave({
    form,
    // A name carries no version: the last rename wins.
    version: null,
    send: ({ name }) => send(name),
    meta,
    fieldOf: (path) => (path === 'name' ? 'name' : null),
    area: (error) => (isApiError(error) && error.code === takenCode ? { issues: [{ field: 'name', message: words.taken }] } : null),
    onSaved,
  });
  return (
    <Dialog
      open
      onClose={() => !save.pending && onClose()}
      title={words.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            {words.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.pending}>
            {words.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save.submit}>
        <SaveProblemAlert problem={save.problem} failed={words.failed} />
        <TextField label={words.label} hint={words.hint} required maxLength={maxLength} autoComplete="off" error={form.formState.errors.name?.message} {...form.register('name')} />
      </form>
    </Dialog>
  );
}
