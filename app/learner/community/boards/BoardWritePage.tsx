/**
 * `/app/boards/:boardKey/write` (issue 42): a learner writes an item on a general board — its
 * category, title (2-50), text (up to 10,000 characters, paragraphs kept) and whether only they and
 * the operators may read it — each rule said at its field before anything is sent. A board whose
 * write permission does not let them is said at once (its `canWrite`); should the server still
 * refuse (the operator changed it meanwhile: 403 `community.board.write_forbidden`), its words are
 * shown and nothing typed is lost. A visitor is told to log in first. Files are attached as an
 * operator attaches them, up to the same limits (AttachmentsField), and so is the item's one image
 * (ImageField, previewed before it is sent). 올리기 pressed while a file is still going up, or while
 * one that failed is still listed, sends nothing and says why at that field (uploadHold.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { ApiError, isApiError } from '@app/shared/api/client/ApiError';
import { fieldIssues } from '@app/shared/api/client/fieldIssues';
import { boardFileSchema, boardItemTitleSchema, learnerItemBodySchema, type CommunityBoard } from '@app/shared/api/contract/communityBoard';
import { BOARD_ITEM_TITLE_MAX, boardWriteForbidden, LONG_TEXT_MAX } from '@app/shared/api/contract/communityBoardRules';
import { boardItemsQuery, communityBoardKeys, createBoardItem } from '@app/learner/api/communityBoard';
import { copy } from '@app/shared/copy';
import { coreErrorCodes } from '@app/shared/api/contract/coreErrors';
import { useSession } from '@app/shared/session/react';
import { ErrorPage, LEARNER_TOAST_DURATION_MS } from '@app/shared/site';
import { SectionLoading } from '../shared/SectionLoading';
import { useUploadHold } from '@app/shared/upload/uploadHold';
import { AttachmentsField } from './AttachmentsField';
import { ImageField } from './ImageField';
import { boardItemPath, boardPath } from '../paths';

const text = copy.communityBoards;

const writeSchema = z.object({
  category: z.string().check(z.minLength(1, text.categoryRequired)),
  title: boardItemTitleSchema,
  contentText: learnerItemBodySchema,
  private: z.boolean(),
  image: z.nullable(boardFileSchema),
  attachments: z.array(boardFileSchema),
});
type WriteValues = z.infer<typeof writeSchema>;
const fields = ['category', 'title', 'contentText', 'private'] as const;

/** The form's field a refused body's issue names (the body sends the files by their ids). */
function fieldOf(path: string): keyof WriteValues | undefined {
  if (path === 'attachmentFileIds') return 'attachments';
  return path === 'imageFileId' ? 'image' : fields.find((name) => name === path);
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  max-width: 760px;
  h1 { margin: 0; font-size: ${vars.font.size2xl}; }
  > div:last-child { display: flex; gap: ${vars.space[3]}; align-items: center; }
`;

function WriteForm({ board }: { board: CommunityBoard }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<WriteValues>({ resolver: zodResolver(writeSchema), defaultValues: { category: '', title: '', contentText: '', private: false, image: null, attachments: [] } });
  const hold = useUploadHold<'image' | 'attachments'>(text.uploadHold);
  const save = useMutation({
    mutationFn: ({ attachments, image, ...values }: WriteValues) =>
      createBoardItem(board.boardKey, { ...values, imageFileId: image?.fileId ?? null, attachmentFileIds: attachments.map((file) => file.fileId) }),
    onSuccess: (item) => {
      queryClient.setQueryData(communityBoardKeys.item(item.boardKey, item.itemKey), item);
      void queryClient.invalidateQueries({ queryKey: communityBoardKeys.all });
      toast.show({ message: text.created, tone: 'success', duration: LEARNER_TOAST_DURATION_MS });
      void navigate(boardItemPath(item.boardKey, item.itemKey));
    },
    onError: (error) => {
      for (const issue of fieldIssues(error)) {
        const field = fieldOf(issue.path);
        if (field) form.setError(field, { message: issue.message }, { shouldFocus: true });
      }
    },
  });
  const refusal = save.error && fieldIssues(save.error).length === 0 ? (isApiError(save.error) && save.error.code === boardWriteForbidden.code ? save.error.message : text.saveFailed) : null;
  const errors = form.formState.errors;
  return (
    <Form noValidate onSubmit={hold.submit(form.handleSubmit, (values) => save.mutate(values))}>
      <h1>{text.writeTitle(board.name)}</h1>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Select
        label={text.categoryLabel}
        required
        placeholder={text.categoryPlaceholder}
        options={board.categories.map((category) => ({ value: category, label: category }))}
        error={errors.category?.message}
        {...form.register('category')}
      />
      <TextField label={text.titleLabel} hint={text.titleHint} required maxLength={BOARD_ITEM_TITLE_MAX} error={errors.title?.message} {...form.register('title')} />
      <TextArea label={text.bodyLabel} hint={text.bodyHint} required rows={10} maxLength={LONG_TEXT_MAX} error={errors.contentText?.message} {...form.register('contentText')} />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageField image={field.value} onChange={field.onChange} onPendingChange={(pending) => hold.report('image', pending)} error={hold.reasonAt('image') ?? errors.image?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="attachments"
        render={({ field }) => (
          <AttachmentsField
            files={field.value}
            onChange={field.onChange}
            onPendingChange={(pending) => hold.report('attachments', pending)}
            error={hold.reasonAt('attachments') ?? errors.attachments?.message}
          />
        )}
      />
      <Checkbox label={text.privateLabel} {...form.register('private')} />
      <div>
        <Button type="submit" loading={save.isPending}>
          {text.submit}
        </Button>
        <Link to={boardPath(board.boardKey)}>{text.cancel}</Link>
      </div>
    </Form>
  );
}

/** What a visitor is shown: the error page's login-required variant, with its way to the login. */
const loginRequired = new ApiError({ status: coreErrorCodes.unauthenticated.status, code: coreErrorCodes.unauthenticated.code, message: copy.site.loginRequiredTitle, data: null });

export function BoardWritePage() {
  const { boardKey = '' } = useParams();
  const session = useSession();
  const items = useQuery({ ...boardItemsQuery(boardKey, { page: 1, perPage: 20 }), enabled: session.isAuthenticated });
  if (!session.isAuthenticated) return <ErrorPage error={loginRequired} headingLevel={1} />;
  if (items.isPending) return <SectionLoading label={text.loading} lines={6} />;
  if (items.isError) return <ErrorState title={text.loadFailed} onRetry={() => void items.refetch()} retrying={items.isRefetching} retryLabel={text.retry} />;
  const { board } = items.data;
  if (!board.canWrite) {
    return (
      <>
        <Alert tone="warning">{text.notAllowed}</Alert>
        <p>
          <Link to={boardPath(board.boardKey)}>{text.backToList}</Link>
        </p>
      </>
    );
  }
  return <WriteForm board={board} />;
}
