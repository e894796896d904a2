/**
 * Operators' memos about the member (backoffice.md §3 Memo, §5 "memo max 300", §7 "memos CRUD"):
 * newest first, each with who wrote it and when (and who last edited it), 20 a page; a new memo,
 * an edit in place, and a delete behind a confirmation (it cannot be undone). A failed save keeps
 * the text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { Skeleton } from '@ds/components/Skeleton';
import { TextArea } from '@ds/components/TextArea';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { MemberMemo } from '@app/shared/api/contract/adminMemberDetail';
import { MEMO_MAX, memoContentSchema } from '@app/shared/api/contract/adminMemberFields';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { adminHistoryKeys } from '../../api/adminHistory';
import { adminMemberDetailKeys, createMemo, deleteMemo, memosQuery, updateMemo } from '../../api/adminMemberDetail';
import { SaveProblemAlert } from '../../kit/forms/SaveProblemAlert';
import { useFormSave } from '../../kit/forms/useFormSave';
import type { MemberCardProps } from './useMemberSaved';
import { SectionCard } from './SectionCard';

const text = copy.backofficeMemberDetail;
/** Memos a page of the card shows. */
const MEMOS_PAGE_SIZE = 20;
const memoFormSchema = z.object({ content: memoContentSchema });
type MemoValues = z.infer<typeof memoFormSchema>;

const MemoList = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MemoItem = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Meta = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

function useMemosChanged(accountKey: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminMemberDetailKeys.member(accountKey) });
    void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
  };
}

/** The memo form, new or an edit: §5's 300 at the field, the server's refusal there too, other failures above. */
function MemoForm({ label, initial, submitLabel, onSave, onCancel }: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<MemoValues>({ resolver: zodResolver(memoFormSchema), defaultValues: { content: initial } });
  const save = useFormSave({
    form,
    // A memo carries no version.
    version: null,
    send: ({ content }) => onSave(content),
    fieldOf: (path) => (path === 'content' ? path : null),
    onSaved: () => form.reset({ content: '' }),
  });
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={2}>
        <SaveProblemAlert problem={save.problem} failed={text.memoFailed} />
        <TextArea label={label} rows={3} maxLength={MEMO_MAX} showCounter error={form.formState.errors.content?.message} {...form.register('content')} />
        <Stack direction="row" gap={2}>
          <Button type="submit" size="sm" loading={save.pending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="secondary" size="sm" onClick={onCancel} disabled={save.pending}>
              {text.cancel}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}

function Memo({ memo, accountKey, readOnly }: { memo: MemberMemo; accountKey: string; readOnly: boolean }) {
  const toast = useToast();
  const changed = useMemosChanged(accountKey);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteMemo(accountKey, memo.memoKey),
    onSuccess: () => {
      setConfirming(false);
      changed();
      toast.show(text.memoDeleted);
    },
    onError: () => toast.show(text.memoFailed),
  });
  return (
    <MemoItem>
      {editing ? (
        <MemoForm
          label={text.memoEditLabel}
          initial={memo.content}
          submitLabel={text.saveMemo}
          onCancel={() => setEditing(false)}
          onSave={async (content) => {
            await updateMemo(accountKey, memo.memoKey, content);
            setEditing(false);
            changed();
          }}
        />
      ) : (
        <Content>{memo.content}</Content>
      )}
      <Meta>
        {text.memoBy(memo.author.displayName, formatDateTime(memo.createdAt))}
        {memo.updatedAt && memo.updatedBy ? ` · ${text.memoEdited(memo.updatedBy.displayName, formatDateTime(memo.updatedAt))}` : null}
      </Meta>
      {readOnly || editing ? null : (
        <Stack direction="row" gap={2}>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {text.editMemo}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {text.deleteMemo}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={text.deleteMemoTitle}
        tone="danger"
        submitLabel={text.deleteMemo}
        cancelLabel={text.cancel}
        submitting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onSubmit={() => remove.mutate()}
      >
        {text.deleteMemoBody}
      </ConfirmDialog>
    </MemoItem>
  );
}

export function MemosCard({ member, readOnly }: MemberCardProps) {
  const toast = useToast();
  const changed = useMemosChanged(member.accountKey);
  const [page, setPage] = useState(1);
  const memos = useQuery({ ...memosQuery(member.accountKey, { page, size: MEMOS_PAGE_SIZE }), placeholderData: keepPreviousData });
  // Deleting the last memo of the last page leaves a page that no longer exists: show the one before.
  const lastPage = Math.max(1, memos.data?.totalPages ?? 1);
  if (memos.data && !memos.isPlaceholderData && page > lastPage) setPage(lastPage);
  return (
    <SectionCard title={text.memosTitle}>
      <Stack gap={4}>
        {readOnly ? null : (
          <MemoForm
            label={text.memoLabel}
            initial=""
            submitLabel={text.addMemo}
            onSave={async (content) => {
              await createMemo(member.accountKey, content);
              // The new memo is the newest: show the page it is on.
              setPage(1);
              changed();
              toast.show(text.memoAdded);
            }}
          />
        )}
        {memos.isPending ? (
          <div role="status" aria-label={text.loading}>
            <Skeleton lines={3} />
          </div>
        ) : memos.isError ? (
          <ErrorState description={copy.common.serverError} onRetry={() => void memos.refetch()} retryLabel={copy.common.retry} />
        ) : memos.data.items.length === 0 ? (
          <p>{text.memosEmpty}</p>
        ) : (
          <>
            <MemoList>
              {memos.data.items.map((memo) => (
                <Memo key={memo.memoKey} memo={memo} accountKey={member.accountKey} readOnly={readOnly} />
              ))}
            </MemoList>
            {memos.data.totalPages > 1 ? (
              <Pagination page={page} pageCount={memos.data.totalPages} onChange={setPage} label={text.memoPagination} />
            ) : null}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
