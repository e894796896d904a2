/**
 * `/admin/boards/notices/new` and `/admin/boards/notices/:noticeId` (backoffice.md §2 "notices",
 * §5 "Notice title 3-30. Long text max 10,000"; issue 42): a class notice written or edited — the
 * class (chosen once), the title, the body in the rich-text editor and the pin. The body is stored
 * as sanitised HTML (sanitizeRichText) and the learner reads it in the class's notices at the next
 * read. Each rule's message is at its field before anything is sent. Unsaved work is kept in the
 * browser per notice and comes back after a reload (with a way back to what is saved). An edit
 * carries the version it was read in: if someone saved first, the page says so, keeps what was
 * typed, and the next save goes over theirs knowingly; a failed save keeps it too.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { AdminNotice } from '@app/shared/api/contract/adminBoardNotice';
import { boardErrorCodes, NOTICE_TITLE_MAX } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { sanitizeRichText } from '@app/shared/lib/html/sanitize';
import { announces } from '@app/shared/sync/querySync';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { listReturnPath } from '../kit/list/listPlace';
import { preloadRichTextEditor, RichTextField } from '../kit/richText/RichTextField';
import { BoardFormFrame } from './BoardFormFrame';
import { DraftRestoredAlert, useDraftedForm } from './draftedForm';
import { KlassField } from './KlassField';
import { adminNoticeKeys, createNotice, learnerDocumentArea, noticeQuery, updateNotice } from './noticeApi';
import { emptyNoticeForm, fromNotice, noticeDrafts, noticeFieldOf, noticeFormSchema } from './noticeForm';
import { noticePath, noticesPath } from './paths';

const text = copy.backofficeBoards;
const NEW = 'new';

preloadRichTextEditor();

function NoticeForm({ saved }: { saved: AdminNotice | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const recordKey = saved?.noticeId ?? NEW;
  const savedValues = useMemo(() => (saved ? fromNotice(saved) : emptyNoticeForm), [saved]);
  const drafted = useDraftedForm({ schema: noticeFormSchema, drafts: noticeDrafts, recordKey, saved: savedValues, savedVersion: saved?.version ?? null });
  const { form, baseVersion } = drafted;

  const save = useFormSave({
    form,
    version: baseVersion,
    send: (values, basedOn) => {
      const content = { title: values.title, contentHtml: sanitizeRichText(values.contentHtml), pinned: values.pinned };
      return saved && basedOn !== null ? updateNotice(saved.noticeId, content, basedOn) : createNotice(values.klassId, content);
    },
    meta: announces(adminNoticeKeys.all, learnerDocumentArea),
    fieldOf: noticeFieldOf,
    conflict: saved
      ? { code: boardErrorCodes.noticeConflict.code, latest: async () => (await queryClient.fetchQuery({ ...noticeQuery(saved.noticeId), staleTime: 0 })).version }
      : undefined,
    onSaved: (notice) => {
      drafted.forget();
      queryClient.setQueryData(adminNoticeKeys.notice(notice.noticeId), notice);
      void queryClient.invalidateQueries({ queryKey: adminNoticeKeys.lists() });
      toast.show(saved ? text.noticeSaved : text.noticePublished);
      void navigate(listReturnPath(noticesPath()));
    },
  });

  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert problem={save.problem} stale={text.noticeStale} latestTo={saved ? noticePath(saved.noticeId) : undefined} />
        <DraftRestoredAlert restored={drafted.restored} onDiscard={drafted.discard} />
        {saved === null && (
          <Controller control={form.control} name="klassId" render={({ field }) => <KlassField value={field.value} onChange={field.onChange} error={errors.klassId?.message} />} />
        )}
        <TextField label={text.titleField} hint={text.titleHint} required maxLength={NOTICE_TITLE_MAX} error={errors.title?.message} {...form.register('title')} />
        <Controller
          control={form.control}
          name="contentHtml"
          render={({ field }) => (
            <RichTextField label={text.bodyField} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.contentHtml?.message} handle={field.ref} />
          )}
        />
        <Checkbox label={text.pinField} {...form.register('pinned')} />
        <div>
          <Button type="submit" loading={save.pending}>
            {saved ? text.saveNotice : text.publish}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function NewNoticePage() {
  return (
    <BoardFormFrame title={text.newNoticeTitle} intro={text.noticeFormIntro} listPath={noticesPath()}>
      <NoticeForm saved={null} />
    </BoardFormFrame>
  );
}

export function EditNoticePage() {
  const { noticeId = '' } = useParams();
  const edited = useEditedRecord(noticeQuery(noticeId));
  return (
    <BoardFormFrame title={text.editNoticeTitle} intro={text.noticeFormIntro} listPath={noticesPath()}>
      {edited.record ? <NoticeForm saved={edited.record} /> : <EditedRecordPending edited={edited} failedTitle={text.noticeLoadFailed} retryLabel={text.retry} />}
    </BoardFormFrame>
  );
}
