/**
 * `/admin/boards/class-notices/new` and `/admin/boards/class-notices/:announcementId`
 * (backoffice.md §2 "teaching-room class notices"; issue 42): a class room's notice written or
 * edited — the class (chosen once), who may read it (everyone, or the class's learners only) and
 * the body in the rich-text editor, stored as sanitised HTML; the class room shows it in its
 * announcements at the next read. The body's rule is said at its field before anything is sent;
 * unsaved work is kept in the browser and comes back after a reload; an edit carries the version
 * it was read in, and a stale or failed save keeps what was typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { useToast } from '@ds/components/Toast';
import type { AdminClassNotice } from '@app/shared/api/contract/adminBoardClassNotice';
import { boardErrorCodes } from '@app/shared/api/contract/adminBoardRules';
import { visibilitySchema } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { sanitizeRichText } from '@app/shared/lib/html/sanitize';
import { announces } from '@app/shared/sync/querySync';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { RadioField } from '../kit/forms/RadioField';
import { useFormSave } from '../kit/forms/useFormSave';
import { listReturnPath } from '../kit/list/listPlace';
import { preloadRichTextEditor, RichTextField } from '../kit/richText/RichTextField';
import { adminClassNoticeKeys, classNoticeQuery, createClassNotice, learnerInventoryArea, updateClassNotice } from './classNoticeApi';
import { DraftRestoredAlert, useDraftedForm } from './draftedForm';
import { KlassField } from './KlassField';
import { BoardFormFrame } from './BoardFormFrame';
import { classNoticeDrafts, classNoticeFieldOf, classNoticeFormSchema, emptyClassNoticeForm, fromClassNotice } from './noticeForm';
import { classNoticePath, classNoticesPath } from './paths';

const text = copy.backofficeBoards;

preloadRichTextEditor();

function ClassNoticeForm({ saved }: { saved: AdminClassNotice | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const savedValues = useMemo(() => (saved ? fromClassNotice(saved) : emptyClassNoticeForm), [saved]);
  const drafted = useDraftedForm({
    schema: classNoticeFormSchema,
    drafts: classNoticeDrafts,
    recordKey: saved?.announcementId ?? 'new',
    saved: savedValues,
    savedVersion: saved?.version ?? null,
  });
  const { form } = drafted;
  const save = useFormSave({
    form,
    version: drafted.baseVersion,
    send: (values, basedOn) => {
      const content = { contentHtml: sanitizeRichText(values.contentHtml), visibility: values.visibility };
      return saved && basedOn !== null ? updateClassNotice(saved.announcementId, content, basedOn) : createClassNotice(values.klassId, content);
    },
    meta: announces(adminClassNoticeKeys.all, learnerInventoryArea),
    fieldOf: classNoticeFieldOf,
    conflict: saved
      ? { code: boardErrorCodes.classNoticeConflict.code, latest: async () => (await queryClient.fetchQuery({ ...classNoticeQuery(saved.announcementId), staleTime: 0 })).version }
      : undefined,
    onSaved: (notice) => {
      drafted.forget();
      queryClient.setQueryData(adminClassNoticeKeys.classNotice(notice.announcementId), notice);
      void queryClient.invalidateQueries({ queryKey: adminClassNoticeKeys.lists() });
      toast.show(saved ? text.classNoticeSaved : text.classNoticePublished);
      void navigate(listReturnPath(classNoticesPath()));
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} stale={text.classNoticeStale} latestTo={saved ? classNoticePath(saved.announcementId) : undefined} />
        <DraftRestoredAlert restored={drafted.restored} onDiscard={drafted.discard} />
        {saved === null && (
          <Controller control={form.control} name="klassId" render={({ field }) => <KlassField value={field.value} onChange={field.onChange} error={errors.klassId?.message} />} />
        )}
        <RadioField
          control={form.control}
          name="visibility"
          label={text.visibilityField}
          direction="row"
          values={visibilitySchema.options}
          labels={text.visibilityLabels}
        />
        <Controller
          control={form.control}
          name="contentHtml"
          render={({ field }) => (
            <RichTextField label={text.bodyField} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.contentHtml?.message} handle={field.ref} />
          )}
        />
        <div>
          <Button type="submit" loading={save.pending}>
            {saved ? text.saveNotice : text.publish}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function NewClassNoticePage() {
  return (
    <BoardFormFrame title={text.newClassNoticeTitle} intro={text.classNoticeFormIntro} listPath={classNoticesPath()}>
      <ClassNoticeForm saved={null} />
    </BoardFormFrame>
  );
}

export function EditClassNoticePage() {
  const { announcementId = '' } = useParams();
  const edited = useEditedRecord(classNoticeQuery(announcementId));
  return (
    <BoardFormFrame title={text.editClassNoticeTitle} intro={text.classNoticeFormIntro} listPath={classNoticesPath()}>
      {edited.record ? <ClassNoticeForm saved={edited.record} /> : <EditedRecordPending edited={edited} failedTitle={text.classNoticeLoadFailed} retryLabel={text.retry} />}
    </BoardFormFrame>
  );
}
