/**
 * The catalogue item form, one for a new item and a saved one (issue 28's edit, issue 40's
 * create), on react-hook-form saved through the form kit's `useFormSave` (issue 38): the name, for
 * a class its master in charge and playback-rate option, for a new class or pass its period in
 * days, the category (the type's categories as the server has them now), the description (§5 long
 * text), a cover uploaded through the kit's uploader and put in place on save, and the sales info
 * — sale status, price in won with how a zero shows (the preview says what the learner will see),
 * an optional sale period in Seoul days and times, tax type, for what ships its fee and the amount
 * from which it is free, and the most one order may buy. Each rule's message is at its field (the
 * contract's words, catalogueForm.ts), the server's refusals too: a category the type no longer
 * has, a cover that is not an image or whose file is gone. A failed save keeps every typed value
 * and says so; an edit based on a stale version says so, keeps the work and saves over the
 * latest on a second try. With unsaved changes, leaving asks first (the kit's leave guard).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { Select } from '@ds/components/Select';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import type { CatalogueCategoryRow } from '@app/shared/api/contract/adminCatalogueCategory';
import { errorCodes } from '@app/shared/api/contract/errors';
import { CATALOGUE_DESCRIPTION_MAX, catalogueErrorCodes, hasPeriodDays, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { FileUploads } from '../kit/files/FileUploads';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { LeaveGuardDialog } from '../kit/leave/LeaveGuardDialog';
import { useLeaveGuard } from '../kit/leave/useLeaveGuard';
import { listReturnPath } from '../kit/list/listPlace';
import { adminCatalogueKeys, catalogueItemQuery, createCatalogueItem, updateCatalogueItem } from './api';
import { catalogueFieldOf, catalogueResolver, emptyFormValues, formValuesOf, toCreateBody, toUpdateBody, type CatalogueFormValues } from './catalogueForm';
import { catalogueItemPath, catalogueListPath } from './paths';
import { SalesFields } from './SalesFields';
import { FormColumn } from '../kit/forms/FormColumn';

const text = copy.backofficeCatalogue;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Cover = styled.img`
  display: block;
  max-width: 240px;
  max-height: 160px;
  object-fit: cover;
  border-radius: 4px;
`;

interface CatalogueFormProps {
  type: CatalogueType;
  /** The saved item to edit; absent for a new one. */
  saved?: CatalogueItem;
  categories: readonly CatalogueCategoryRow[];
  /** Tells the page whether there is unsaved work (it holds back what would lose it). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function CatalogueForm({ type, saved, categories, onDirtyChange }: CatalogueFormProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const creating = saved === undefined;
  const [shown, setShown] = useState(saved);
  const form = useForm<CatalogueFormValues>({
    resolver: catalogueResolver(type, creating),
    defaultValues: saved ? formValuesOf(saved) : emptyFormValues(type, categories[0]?.categoryKey ?? ''),
  });
  const cover = useWatch({ control: form.control, name: 'cover' });
  const dirty = form.formState.isDirty;
  const guard = useLeaveGuard(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = useFormSave({
    form,
    version: saved?.version ?? 1,
    send: (values, basedOn) => (saved ? updateCatalogueItem(type, saved.itemKey, toUpdateBody(type, values, basedOn)) : createCatalogueItem(type, toCreateBody(type, values))),
    meta: announces(adminCatalogueKeys.all, adminHistoryKeys.all, ['inventory']),
    fieldOf: catalogueFieldOf,
    // An uploaded cover whose file is gone by the time of the save is said at the cover.
    area: (error) => (isApiError(error) && error.code === errorCodes.fileNotFound.code ? { issues: [{ field: 'cover' as const, message: text.coverGone }] } : null),
    conflict: saved
      ? {
          code: catalogueErrorCodes.catalogueVersionConflict.code,
          latest: async () => (await queryClient.fetchQuery({ ...catalogueItemQuery(type, saved.itemKey), staleTime: 0 })).version,
        }
      : undefined,
    versionOf: (answer) => answer.version,
    onSaved: (answer, values) => {
      queryClient.setQueryData(adminCatalogueKeys.item(type, answer.itemKey), answer);
      void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.lists(type) });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      if (creating) {
        // Nothing left unsaved: the new item opens in its edit form.
        form.reset(values);
        toast.show(text.created(answer.title));
        void navigate(catalogueItemPath(type, answer.itemKey));
        return;
      }
      setShown(answer);
      form.reset(formValuesOf(answer));
      toast.show(text.saved);
    },
  });

  const errors = form.formState.errors;

  return (
    <>
      <FormColumn as="form" noValidate onSubmit={save.submit} aria-label={creating ? text.createTitle(type) : undefined}>
        <Stack gap={4}>
          <SaveProblemAlert problem={save.problem} failed={text.saveFailed} stale={text.stale} latestTo={saved ? catalogueItemPath(type, saved.itemKey) : undefined} />
          <TextField label={text.fieldTitle} hint={text.fieldTitleHint} required maxLength={50} error={errors.title?.message} {...form.register('title')} />
          {type === 'KLASS' ? (
            <>
              <TextField label={text.fieldMasterName} required maxLength={30} error={errors.masterName?.message} {...form.register('masterName')} />
              <Checkbox label={text.fieldPlaybackRates} hint={text.fieldPlaybackRatesHint} {...form.register('usePlaybackRates')} />
            </>
          ) : null}
          {creating && hasPeriodDays(type) ? (
            <TextField
              label={text.fieldPeriodDays(type)}
              hint={text.fieldPeriodDaysHint}
              inputMode="numeric"
              required
              error={errors.periodDays?.message}
              {...form.register('periodDays')}
            />
          ) : null}
          <Select
            label={text.fieldCategory}
            options={categories.map((category) => ({ value: category.categoryKey, label: category.name }))}
            error={errors.categoryKey?.message}
            {...form.register('categoryKey')}
          />
          <TextArea
            label={text.fieldDescription}
            hint={text.fieldDescriptionHint}
            maxLength={CATALOGUE_DESCRIPTION_MAX}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <section aria-labelledby="catalogue-cover-heading">
            <Stack gap={2}>
              <h2 id="catalogue-cover-heading">{text.fieldCover}</h2>
              {shown?.coverImageUrl ? <Cover src={shown.coverImageUrl} alt={text.coverAlt(shown.title)} /> : <p>{creating ? text.coverNew : text.coverNone}</p>}
              <FileUploads
                label={text.coverUpload}
                accept={['.png', '.jpg', '.jpeg', '.webp']}
                multiple={false}
                error={errors.cover?.message}
                onUploaded={(file) => {
                  form.setValue('cover', { fileId: file.fileId, fileName: file.fileName }, { shouldDirty: true });
                  form.clearErrors('cover');
                }}
              />
              {cover ? <p role="status">{text.coverUploaded(cover.fileName)}</p> : null}
            </Stack>
          </section>
          <SalesFields type={type} form={form} />
          <Actions>
            <Button type="submit" loading={save.pending}>
              {creating ? text.create : text.save}
            </Button>
            <Button type="button" variant="secondary" onClick={() => guard.ask(listReturnPath(catalogueListPath(type)))}>
              {text.backToList}
            </Button>
          </Actions>
          {dirty ? <p>{copy.backofficeLeaveGuard.hint}</p> : null}
        </Stack>
      </FormColumn>
      <LeaveGuardDialog guard={guard} />
    </>
  );
}
