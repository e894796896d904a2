/**
 * `/admin/boards/items/new` and `/admin/boards/items/:itemKey` (backoffice.md §2 "Boards with items
 * and comments", §3 "Board item: title, contents, …, isPinned, isPrivate, category"; issue 42): an
 * item written or edited — the board (chosen once) and its category, the title, the contents in the
 * rich-text editor (stored as sanitised HTML), its image and attachments (the upload kit, the
 * board's file rules), pinned and private — and, for an item that exists,
 * its comments moderated below. Each rule's message is at its field before anything is sent;
 * unsaved work is kept in the browser per item; an edit carries the version it was read in, so a
 * colleague's save in between is told with what was typed kept, as a failed save keeps it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { Select } from '@ds/components/Select';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { AdminBoardItem } from '@app/shared/api/contract/adminBoardItem';
import { BOARD_ITEM_TITLE_MAX, boardErrorCodes } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { sanitizeRichText } from '@app/shared/lib/html/sanitize';
import { announces } from '@app/shared/sync/querySync';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { listReturnPath } from '../kit/list/listPlace';
import { preloadRichTextEditor, RichTextField } from '../kit/richText/RichTextField';
import { BoardFormFrame } from './BoardFormFrame';
import { BoardItemComments } from './BoardItemComments';
import { BoardAttachmentsField, BoardImageField } from './BoardItemFiles';
import {
  adminBoardItemKeys,
  boardItemQuery,
  boardsQuery,
  createBoardItem,
  updateBoardItem,
} from './boardItemApi';
import {
  boardItemDrafts,
  boardItemFieldOf,
  boardItemFormSchema,
  emptyBoardItemForm,
  fromBoardItem,
} from './boardItemForm';
import { DraftRestoredAlert, useDraftedForm } from './draftedForm';
import { boardItemPath, boardItemsPath } from './paths';

const text = copy.backofficeBoardItems;
const NEW = 'new';

preloadRichTextEditor();

function BoardItemForm({ saved }: { saved: AdminBoardItem | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const boards = useQuery(boardsQuery());
  const savedValues = useMemo(() => (saved ? fromBoardItem(saved) : emptyBoardItemForm), [saved]);
  const drafted = useDraftedForm({
    schema: boardItemFormSchema,
    drafts: boardItemDrafts,
    recordKey: saved?.itemKey ?? NEW,
    saved: savedValues,
    savedVersion: saved?.version ?? null,
  });
  const { form, baseVersion } = drafted;
  const boardKey = form.watch('boardKey');
  const categories =
    boards.data?.items.find((board) => board.boardKey === boardKey)?.categories ?? [];

  const save = useFormSave({
    form,
    version: baseVersion,
    send: (values, basedOn) => {
      const content = {
        title: values.title,
        contentHtml: sanitizeRichText(values.contentHtml),
        category: values.category,
        pinned: values.pinned,
        private: values.private,
        imageFileId: values.image?.fileId ?? null,
        attachmentFileIds: values.attachments.map((file) => file.fileId),
      };
      return saved && basedOn !== null
        ? updateBoardItem(saved.itemKey, content, basedOn)
        : createBoardItem(values.boardKey, content);
    },
    meta: announces(adminBoardItemKeys.all),
    fieldOf: boardItemFieldOf,
    conflict: saved
      ? {
          code: boardErrorCodes.itemConflict.code,
          latest: async () =>
            (await queryClient.fetchQuery({ ...boardItemQuery(saved.itemKey), staleTime: 0 }))
              .version,
        }
      : undefined,
    onSaved: (item) => {
      drafted.forget();
      queryClient.setQueryData(adminBoardItemKeys.item(item.itemKey), item);
      void queryClient.invalidateQueries({ queryKey: adminBoardItemKeys.lists() });
      toast.show(saved ? text.saved : text.published);
      void navigate(listReturnPath(boardItemsPath()));
    },
  });

  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert
          problem={save.problem}
          stale={text.stale}
          latestTo={saved ? boardItemPath(saved.itemKey) : undefined}
        />
        <DraftRestoredAlert restored={drafted.restored} onDiscard={drafted.discard} />
        {boards.isError && <Alert tone="danger">{text.boardsLoadFailed}</Alert>}
        {saved === null && (
          <Select
            label={text.boardField}
            required
            placeholder={text.boardPlaceholder}
            options={(boards.data?.items ?? []).map((board) => ({
              value: board.boardKey,
              label: board.name,
            }))}
            error={errors.boardKey?.message}
            aria-busy={boards.isPending || undefined}
            {...form.register('boardKey', { onChange: () => form.setValue('category', '') })}
          />
        )}
        <Select
          label={text.categoryField}
          required
          placeholder={text.categoryPlaceholder}
          options={categories.map((category) => ({ value: category, label: category }))}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <TextField
          label={text.titleField}
          hint={text.titleHint}
          required
          maxLength={BOARD_ITEM_TITLE_MAX}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="contentHtml"
          render={({ field }) => (
            <RichTextField
              label={text.bodyField}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.contentHtml?.message}
              handle={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => <BoardImageField image={field.value} error={errors.image?.message} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="attachments"
          render={({ field }) => (
            <BoardAttachmentsField attachments={field.value} read={() => form.getValues('attachments')} error={errors.attachments?.message} onChange={field.onChange} />
          )}
        />
        <Checkbox label={text.pinField} {...form.register('pinned')} />
        <Checkbox label={text.privateField} {...form.register('private')} />
        <div>
          <Button type="submit" loading={save.pending}>
            {saved ? text.save : text.publish}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function NewBoardItemPage() {
  return (
    <BoardFormFrame title={text.newItemTitle} intro={text.formIntro} listPath={boardItemsPath()}>
      <BoardItemForm saved={null} />
    </BoardFormFrame>
  );
}

export function EditBoardItemPage() {
  const { itemKey = '' } = useParams();
  const edited = useEditedRecord(boardItemQuery(itemKey));
  return (
    <BoardFormFrame
      title={text.editItemTitle}
      intro={edited.record ? text.editIntro(edited.record.author.displayName) : ''}
      listPath={boardItemsPath()}
    >
      {edited.record ? (
        <Stack gap={5}>
          <BoardItemForm saved={edited.record} />
          <BoardItemComments itemKey={edited.record.itemKey} />
        </Stack>
      ) : (
        <EditedRecordPending
          edited={edited}
          failedTitle={text.loadFailed}
          retryLabel={text.retry}
        />
      )}
    </BoardFormFrame>
  );
}
