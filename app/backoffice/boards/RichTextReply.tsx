/**
 * Answering what a learner wrote, in rich text (issue 42): the operator's answer to a question
 * (`QuestionAnswerPage`) and the operator's or a master's reply to a review (`ReviewReplyPage`,
 * master/reviews/) are one piece with what differs passed in — the record's card, its calls, its
 * words. The card shows the learner's text as text (never as markup) under the facts about it; the
 * form keeps unsaved work in the browser per record, saves through the form kit from the answer
 * state it was read in (a colleague's save meanwhile is told, with what was typed kept; a failed
 * save keeps it too), and once saved goes back to the list as it was left. Kept as one piece after
 * the lead's `duplicates` run found the answer and reply pages near-twins.
 */
import { useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { DescriptionList, type DescriptionItem } from '@ds/components/DescriptionList';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { sanitizeRichText } from '@app/shared/lib/html/sanitize';
import type { ChangedArea } from '@app/shared/sync/changeSync';
import { announces } from '@app/shared/sync/querySync';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { listReturnPath } from '../kit/list/listPlace';
import { RichTextField } from '../kit/richText/RichTextField';
import { DraftRestoredAlert, useDraftedForm } from './draftedForm';
import type { RichBodyForm } from './richBodyForm';

const WrittenText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${vars.font.lineHeightNormal};
`;

/** What the learner wrote: its facts, then its text as typed, then anything it carries (`children`: a question's images). */
export function WrittenCard({ heading, facts, text, children }: { heading: string; facts: DescriptionItem[]; text: string; children?: ReactNode }) {
  return (
    <Card as="section" title={heading} titleAs="h2">
      <Stack gap={3}>
        <DescriptionList items={facts} />
        <WrittenText>{text}</WrittenText>
        {children}
      </Stack>
    </Card>
  );
}

export interface RichTextReplyWords {
  field: string;
  hint?: string;
  /** Said when a colleague saved first. */
  stale: string;
  save: string;
  /** The toast once saved. */
  saved: string;
}

export interface RichTextReplyFormProps<Saved> {
  /** The record answered: its drafts are kept under it. */
  recordKey: string;
  form: RichBodyForm;
  /** The answer as saved (HTML), and its state (null: none yet) a save is based on. */
  saved: string;
  savedVersion: string | null;
  send: (contentHtml: string, basedOn: string | null) => Promise<Saved>;
  /** The query areas a save changes, here and in the other tabs. */
  changes: readonly ChangedArea[];
  /** The area's conflict code, and how to read the answer state that is there now. */
  conflict: { code: string; latest: () => Promise<string | null> };
  /** Puts the saved record where its screens read it. */
  onSaved: (saved: Saved) => void;
  /** The list a save goes back to (as it was left), and the record's own page (the stale notice's link). */
  listPath: string;
  recordPath: string;
  /** Who saved the answer there is, and when; nothing before there is one. */
  byline?: string;
  /** Said above the field (a hidden review's). */
  notice?: ReactNode;
  words: RichTextReplyWords;
}

export function RichTextReplyForm<Saved>({
  recordKey,
  form: body,
  saved,
  savedVersion,
  send,
  changes,
  conflict,
  onSaved,
  listPath,
  recordPath,
  byline,
  notice,
  words,
}: RichTextReplyFormProps<Saved>) {
  const toast = useToast();
  const navigate = useNavigate();
  const savedValues = useMemo(() => ({ contentHtml: saved }), [saved]);
  const drafted = useDraftedForm({ schema: body.schema, drafts: body.drafts, recordKey, saved: savedValues, savedVersion });
  const { form, baseVersion } = drafted;
  const save = useFormSave({
    form,
    version: baseVersion,
    send: (values, basedOn) => send(sanitizeRichText(values.contentHtml), basedOn),
    meta: announces(...changes),
    fieldOf: body.fieldOf,
    conflict,
    onSaved: (answer) => {
      drafted.forget();
      onSaved(answer);
      toast.show(words.saved);
      void navigate(listReturnPath(listPath));
    },
  });
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} stale={words.stale} latestTo={recordPath} />
        <DraftRestoredAlert restored={drafted.restored} onDiscard={drafted.discard} />
        {notice}
        {byline && <p>{byline}</p>}
        <Controller
          control={form.control}
          name="contentHtml"
          render={({ field }) => (
            <RichTextField
              label={words.field}
              hint={words.hint}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={form.formState.errors.contentHtml?.message}
              handle={field.ref}
            />
          )}
        />
        <div>
          <Button type="submit" loading={save.pending}>
            {words.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
