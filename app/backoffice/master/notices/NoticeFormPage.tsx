/**
 * `/admin/master/notices/new` and `/admin/master/notices/:noticeId` (issue 44; backoffice.md §5
 * "Notice title 3-30. Long text max 10,000"): a class notice written as plain text into one of the
 * master's classes, pinned or not, saved through the form kit (a refused field said at the field,
 * a failed save keeping what was typed); the learner's class room lists it. A notice is taken down
 * only after a confirmation: it cannot be brought back.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { Select } from '@ds/components/Select';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { masterNoticeBodySchema, type MasterNotice, type MasterNoticeBody } from '@app/shared/api/contract/adminMaster';
import { LONG_TEXT_MAX } from '@app/shared/api/contract/adminBoardRules';
import { NOTICE_TITLE_MAX } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../../access/areas';
import { EditedRecordPending, useEditedRecord } from '../../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../../kit/forms/SaveProblemAlert';
import { useFormSave } from '../../kit/forms/useFormSave';
import { AdminPage } from '../../shell/AdminPage';
import { adminMasterKeys, createMasterNotice, deleteMasterNotice, masterKlassesQuery, masterNoticeQuery, updateMasterNotice } from '../api';
import { masterNoticesPath } from '../paths';

const text = copy.backofficeMaster.notices;
const area = areaById('master.notices');
/** The learner side's class notices (app/learner/api/document.ts `documentKeys.all`), named by prefix. */
const LEARNER_NOTICES_AREA = ['document'] as const;
const meta = announces(adminMasterKeys.notices(), LEARNER_NOTICES_AREA);

const FormColumn = styled.div`
  max-width: 720px;
  display: grid;
  gap: ${vars.space[4]};
`;

const fields = ['klassId', 'title', 'contentText', 'pinned'] as const;
const fieldOf = (path: string) => fields.find((field) => field === path) ?? null;

function NoticeForm({ saved }: { saved: MasterNotice | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const klasses = useQuery(masterKlassesQuery({ size: 100 }));
  const form = useForm<MasterNoticeBody>({
    resolver: zodResolver(masterNoticeBodySchema),
    defaultValues: saved ? { klassId: saved.klassId, title: saved.title, contentText: saved.contentText, pinned: saved.pinned } : { klassId: '', title: '', contentText: '', pinned: false },
  });
  const save = useFormSave({
    form,
    version: 1,
    send: (values) => (saved ? updateMasterNotice(saved.noticeId, values) : createMasterNotice(values)),
    meta,
    fieldOf,
    onSaved: (notice) => {
      queryClient.setQueryData(adminMasterKeys.notice(notice.noticeId), notice);
      void queryClient.invalidateQueries({ queryKey: adminMasterKeys.notices() });
      toast.show({ message: saved ? text.saved : text.created, tone: 'success' });
      void navigate(masterNoticesPath());
    },
  });
  const [confirming, setConfirming] = useState(false);
  const removing = useMutation({
    mutationFn: (noticeId: string) => deleteMasterNotice(noticeId),
    meta,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminMasterKeys.notices() });
      toast.show({ message: text.deleted, tone: 'success' });
      void navigate(masterNoticesPath());
    },
    onError: () => toast.show({ message: text.deleteFailed, tone: 'danger' }),
  });
  const errors = form.formState.errors;
  const options = (klasses.data?.items ?? []).map((klass) => ({ value: klass.klassId, label: klass.title }));

  return (
    <form noValidate onSubmit={save.submit}>
      <FormColumn>
        <SaveProblemAlert problem={save.problem} failed={text.saveFailed} />
        <Select label={text.fieldKlass} placeholder={text.fieldKlassPlaceholder} required options={options} error={errors.klassId ? text.klassRule : undefined} {...form.register('klassId')} />
        <TextField label={text.fieldTitle} hint={text.titleHint} required maxLength={NOTICE_TITLE_MAX} showCounter error={errors.title?.message} {...form.register('title')} />
        <TextArea label={text.fieldBody} hint={text.bodyHint} required rows={12} maxLength={LONG_TEXT_MAX} showCounter error={errors.contentText?.message} {...form.register('contentText')} />
        <Checkbox label={text.fieldPinned} {...form.register('pinned')} />
        <Stack direction="row" gap={2}>
          <Button type="submit" loading={save.pending}>
            {saved ? text.save : text.create}
          </Button>
          {saved && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {text.delete}
            </Button>
          )}
        </Stack>
      </FormColumn>
      {saved && (
        <ConfirmDialog
          open={confirming}
          tone="danger"
          title={text.deleteTitle(saved.title)}
          submitLabel={text.delete}
          cancelLabel={copy.backofficeMaster.editor.cancel}
          submitting={removing.isPending}
          onCancel={() => setConfirming(false)}
          onSubmit={() => removing.mutate(saved.noticeId)}
        >
          <p>{text.deleteBody}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

export function NewNoticePage() {
  return (
    <AdminPage title={text.newTitle} area={area}>
      <NoticeForm saved={null} />
    </AdminPage>
  );
}

export function EditNoticePage() {
  const noticeId = useParams().noticeId ?? '';
  const edited = useEditedRecord(masterNoticeQuery(noticeId));
  return (
    <AdminPage title={edited.record?.title ?? text.editTitle} area={area}>
      {edited.record ? <NoticeForm saved={edited.record} /> : <EditedRecordPending edited={edited} failedTitle={text.notFound} retryLabel={copy.common.retry} />}
    </AdminPage>
  );
}

