/**
 * A board form whose unsaved work is kept in the browser (issue 42, the editor kit's draft store,
 * kit/editor/draftStore.ts): the notice, class-notice, item, reply and answer forms. Opened again after a reload or a
 * closed tab, the form holds the draft and says so, with a way back to what is saved; a save based
 * on a draft carries the version the draft was based on, so a colleague's save in between is told.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { copy } from '@app/shared/copy';
import type { DraftStore } from '../kit/editor/draftStore';

const text = copy.backofficeBoards;

export interface DraftedForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The version the work on screen is based on (the draft's, when one was restored). */
  baseVersion: string | null;
  restored: boolean;
  /** Back to what is saved, the draft forgotten. */
  discard: () => void;
  /** After a save: the draft is no longer needed. */
  forget: () => void;
}

export function useDraftedForm<V extends FieldValues>(options: {
  schema: z.ZodMiniType<V, V>;
  drafts: DraftStore<V, string | null>;
  recordKey: string;
  saved: V;
  savedVersion: string | null;
}): DraftedForm<V> {
  const { schema, drafts, recordKey, saved, savedVersion } = options;
  const [draft] = useState(() => drafts.read(window.localStorage, recordKey));
  const [restored, setRestored] = useState(draft !== null);
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: (draft?.doc ?? saved) as DefaultValues<V> });
  const baseVersion = (restored ? draft?.baseVersion : undefined) ?? savedVersion;

  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => drafts.write(window.localStorage, recordKey, { baseVersion, doc: values }, saved) }),
    [subscribe, drafts, recordKey, baseVersion, saved],
  );

  const forget = () => window.localStorage.removeItem(drafts.key(recordKey));
  return {
    form,
    baseVersion,
    restored,
    forget,
    discard: () => {
      forget();
      setRestored(false);
      form.reset(saved);
    },
  };
}

/** Says the form holds a draft kept from before, with the way back to what is saved. */
export function DraftRestoredAlert({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  if (!restored) return null;
  return (
    <Alert tone="info">
      <Stack gap={2}>
        <span>{text.draftRestored}</span>
        <div>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            {text.discardDraft}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
