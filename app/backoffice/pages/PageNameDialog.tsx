/**
 * A page's name and address (issue 41): one dialog to create an additional page and to rename a
 * page (the home keeps `/`, so it asks only the name). Saved through the form kit: the contract's
 * rules and Korean messages at the fields, a taken address said at the address, a failed save
 * keeping what was typed. A new page opens in its editor.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { PageDetail } from '@app/shared/api/contract/adminPage';
import { PAGE_TITLE_MAX, PAGE_TITLE_MIN, SLUG_PATTERN, pageErrorCodes } from '@app/shared/api/contract/adminPageRules';
import { pagePathOf } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { adminPageKeys, createPage, pageChanges, renamePage } from './pageApi';
import { pageEditorPath } from './paths';

const text = copy.backofficePages;

const titleRule = z.string().check(
  z.refine((value) => {
    const length = [...value.trim().replace(/\s+/g, ' ')].length;
    return length >= PAGE_TITLE_MIN && length <= PAGE_TITLE_MAX;
  }, { message: text.rules.pageTitle }),
);
const withSlug = z.object({ title: titleRule, slug: z.string().check(z.regex(SLUG_PATTERN, { message: text.rules.slug })) });
const titleOnly = z.object({ title: titleRule, slug: z.string() });
type NameValues = z.infer<typeof withSlug>;

/** The page being renamed; none to create one. */
export function PageNameDialog({ page, onClose }: { page?: PageDetail; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const formId = useId();
  const isHome = page?.type === 'HOME';
  const form = useForm<NameValues>({
    resolver: zodResolver(isHome ? titleOnly : withSlug),
    defaultValues: { title: page?.title ?? '', slug: page?.slug ?? '' },
  });
  const save = useFormSave({
    form,
    // A name has no version: the last rename wins, as the history says.
    version: null,
    send: (values) => (page ? renamePage(page.pageKey, { title: values.title, slug: isHome ? null : values.slug }) : createPage(values)),
    meta: announces(...pageChanges),
    fieldOf: (path) => (path === 'title' || path === 'slug' ? path : null),
    area: (error) =>
      isApiError(error) && error.code === pageErrorCodes.pageSlugTaken.code ? { issues: [{ field: 'slug' as const, message: text.slugTaken }] } : null,
    onSaved: (saved) => {
      queryClient.setQueryData(adminPageKeys.page(saved.pageKey), saved);
      void queryClient.invalidateQueries({ queryKey: [...adminPageKeys.all, 'list'] });
      if (page) {
        toast.show(text.renamed);
        onClose();
      } else {
        toast.show(text.created(saved.title));
        void navigate(pageEditorPath(saved.pageKey));
      }
    },
  });
  const slug = useWatch({ control: form.control, name: 'slug' });
  return (
    <Dialog
      open
      onClose={() => !save.pending && onClose()}
      title={page ? text.renameTitle : text.createTitle}
      description={page ? undefined : text.createIntro}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            {copy.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.pending}>
            {page ? text.renameSubmit : text.createSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save.submit}>
        <Stack gap={3}>
          <SaveProblemAlert problem={save.problem} failed={page ? text.renameFailed : text.createFailed} />
          <TextField label={text.fieldTitle} required maxLength={PAGE_TITLE_MAX} error={form.formState.errors.title?.message} {...form.register('title')} />
          {isHome ? (
            <p>{text.homeAddress}</p>
          ) : (
            <TextField
              label={text.fieldSlug}
              required
              maxLength={40}
              hint={text.slugHint(pagePathOf(slug || 'winter-special'))}
              error={form.formState.errors.slug?.message}
              {...form.register('slug')}
            />
          )}
        </Stack>
      </form>
    </Dialog>
  );
}
