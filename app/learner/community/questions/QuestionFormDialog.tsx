/**
 * Ask a question, or edit one's own (learner.md §7 Community): the text and images. Picked images
 * upload at once through the community image call and show as thumbnails; removing one marks an
 * attached image for deletion. Pressing the button while an image still goes up (or one that failed
 * is listed) sends nothing and says why at the field (uploadHold.ts, every learner upload form's
 * rule). A failed save keeps everything typed and says so.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { FileInput, type FileInputItem } from '@ds/components/FileInput';
import { TextArea } from '@ds/components/TextArea';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import {
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGES_MAX,
  QUESTION_VALUE_MAX,
  type Question,
} from '@app/shared/api/contract/community';
import { errorCodes } from '@app/shared/api/contract/errors';
import {
  communityKeys,
  createQuestion,
  updateQuestion,
  uploadCommunityImage,
} from '@app/learner/api/community';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site';
import { ImageThumbnails } from './ImageThumbnails';
import {
  addImage,
  attachedImages,
  imageChanges,
  questionImagesFrom,
  remainingImageSlots,
  removeImage,
  type QuestionImagesState,
} from './questionImages';
import { readDataUrl } from '@app/shared/lib/files/dataUrl';
import { useUploadHold } from '@app/shared/upload/uploadHold';
import { pendingOf } from '@app/shared/upload/useUploads';

const text = copy.community.questions;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const questionFormSchema = z.object({
  // The field itself cuts the text at QUESTION_VALUE_MAX characters.
  value: z.string().check(z.trim(), z.minLength(1, text.valueRequired)),
});
type QuestionForm = z.infer<typeof questionFormSchema>;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  @media (max-width: 599.98px) { > * { flex: 1; } }
`;

interface QuestionFormDialogProps {
  klassId: string;
  /** The question to edit; asking a new one when left out. */
  question?: Question;
  open: boolean;
  onClose: () => void;
}

export function QuestionFormDialog({ klassId, question, open, onClose }: QuestionFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={question ? text.editTitle : text.askTitle} size="md">
      {open && <QuestionFormBody klassId={klassId} question={question} onClose={onClose} />}
    </Dialog>
  );
}

function QuestionFormBody({
  klassId,
  question,
  onClose,
}: Omit<QuestionFormDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<QuestionForm>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: { value: question?.value ?? '' },
  });
  const [images, setImages] = useState<QuestionImagesState>(() =>
    questionImagesFrom(question?.images ?? []),
  );
  const [uploads, setUploads] = useState<FileInputItem[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);

  async function upload(file: File, id: string) {
    try {
      const image = await uploadCommunityImage(await readDataUrl(file));
      setImages((state) => addImage(state, image));
      setUploads((items) => items.filter((item) => item.id !== id));
    } catch (error) {
      // The form checks the size before sending; the server's own refusal still says why.
      const message =
        isApiError(error) && error.code === errorCodes.fileTooLarge.code
          ? text.imageTooLarge(formatFileSize(QUESTION_IMAGE_MAX_BYTES))
          : text.imageUploadFailed;
      setUploads((items) =>
        items.map((item) => (item.id === id ? { ...item, status: 'error', error: message } : item)),
      );
    }
  }

  function pick(files: File[]) {
    const pending = uploads.filter((item) => item.status === 'uploading').length;
    const slots = remainingImageSlots(images) - pending;
    setPickError(files.length > slots ? text.imagesTooMany(QUESTION_IMAGES_MAX) : null);
    for (const file of files.slice(0, Math.max(0, slots))) {
      const id = crypto.randomUUID();
      setUploads((items) => [
        ...items,
        { id, name: file.name, size: file.size, status: 'uploading' },
      ]);
      void upload(file, id);
    }
  }

  // One rule with every learner form that uploads: a press while an image goes up, or while a failed
  // one is still listed, sends nothing and says why at the images field.
  const hold = useUploadHold<'images'>(text.uploadHold);
  const pending = pendingOf(uploads.map((item) => ({ status: item.status === 'error' ? 'failed' : item.status })));
  const { report } = hold;
  useEffect(() => report('images', pending), [report, pending]);

  const save = useMutation({
    mutationFn: ({ value }: QuestionForm) => {
      const changes = imageChanges(images);
      return question
        ? updateQuestion(klassId, question.questionId, { value, ...changes })
        : createQuestion(klassId, { value, imageKeys: changes.imageKeys });
    },
    onSuccess: async () => {
      toast.show({
        message: question ? text.updated : text.created,
        tone: 'success',
        duration: LEARNER_TOAST_DURATION_MS,
      });
      await queryClient.invalidateQueries({ queryKey: communityKeys.klass(klassId) });
      onClose();
    },
  });

  const attached = attachedImages(images);
  return (
    <form noValidate onSubmit={hold.submit(form.handleSubmit, (values) => save.mutate(values))}>
      <Stack gap={4}>
        {save.isError && <Alert tone="danger">{text.saveFailed}</Alert>}
        <TextArea
          label={text.valueLabel}
          required
          rows={6}
          maxLength={QUESTION_VALUE_MAX}
          error={form.formState.errors.value?.message}
          {...form.register('value')}
        />
        <FileInput
          label={text.imagesLabel}
          accept={IMAGE_TYPES}
          acceptLabel={text.imagesAccept}
          maxSize={QUESTION_IMAGE_MAX_BYTES}
          multiple
          items={uploads}
          onFilesSelected={pick}
          onRemove={(id) => setUploads((items) => items.filter((item) => item.id !== id))}
          error={hold.reasonAt('images') ?? pickError ?? undefined}
          disabled={remainingImageSlots(images) === 0}
        />
        {attached.length > 0 && (
          <ImageThumbnails
            label={text.attachedImages}
            images={attached}
            onRemove={(imageKey) => setImages((state) => removeImage(state, imageKey))}
          />
        )}
        <Actions>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {question ? text.submitEdit : text.submitAsk}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
