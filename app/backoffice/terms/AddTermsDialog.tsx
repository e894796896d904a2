/**
 * Adding a terms page of the tenant's own beside the built-in three (issue 31: "and what the
 * tenant adds"): its name (§5 common text, 2–30) and whether learners must agree. The page opens
 * with no version; its first draft is written and published there. A failed add keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { TERMS_TITLE_MAX, TERMS_TITLE_MIN } from '@app/shared/api/contract/adminTermsRules';
import { copy } from '@app/shared/copy';
import { boundedText } from '@app/shared/lib/validation/text';
import { announces } from '@app/shared/sync/querySync';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { termsPagePath } from './paths';
import { adminTermsKeys, createTerms } from './termsApi';

const text = copy.backofficeTerms;

const addSchema = z.object({ title: boundedText({ min: TERMS_TITLE_MIN, max: TERMS_TITLE_MAX }), required: z.boolean() });
type AddValues = z.infer<typeof addSchema>;

export function AddTermsDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const formId = useId();
  const form = useForm<AddValues>({ resolver: zodResolver(addSchema), defaultValues: { title: '', required: false } });
  const add = useFormSave({
    form,
    // A new page: no version to base it on.
    version: null,
    send: (values) => createTerms(values),
    meta: announces(adminTermsKeys.all),
    fieldOf: (path) => (path === 'title' ? path : null),
    onSaved: (page) => {
      queryClient.setQueryData(adminTermsKeys.page(page.termsKey), page);
      void queryClient.invalidateQueries({ queryKey: adminTermsKeys.list() });
      toast.show(text.added(page.title));
      void navigate(termsPagePath(page.termsKey));
    },
  });
  return (
    <Dialog
      open
      onClose={() => !add.pending && onClose()}
      title={text.addTitle}
      description={text.addIntro}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.pending}>
            {copy.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={add.pending}>
            {text.addSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={add.submit}>
        <Stack gap={3}>
          <SaveProblemAlert problem={add.problem} failed={text.addFailed} />
          <TextField label={text.fieldTitle} required maxLength={TERMS_TITLE_MAX} error={form.formState.errors.title?.message} {...form.register('title')} />
          <Checkbox label={text.fieldRequired} {...form.register('required')} />
        </Stack>
      </form>
    </Dialog>
  );
}
