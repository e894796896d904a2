/**
 * The one image a learner puts on what they write on a board (backoffice.md §3 "Board item: …
 * image"; issue 42: learners attach an image as operators do, by the same rule). The picture goes
 * up in parts through the upload every side shares (app/shared/upload/: progress, a part retried,
 * cancel and retry); a file the boards do not take as an image — not PNG, JPG, GIF or WEBP, or over
 * 10 MB — is named at the field, with why, and never sent. Once up it is previewed from the chosen
 * file itself (an object URL this field makes and lets go), so no short-lived link can expire under
 * it, with one button to take it off; a new choice replaces it. What it has pending is reported to
 * the form, which holds its 올리기 meanwhile (uploadHold.ts).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FileInput } from '@ds/components/FileInput';
import { UploadList } from '@ds/components/UploadList';
import { vars } from '@ds/tokens/vars';
import type { BoardFile } from '@app/shared/api/contract/communityBoard';
import { boardImageExtensions, boardImageProblem } from '@app/shared/api/contract/communityBoardRules';
import { uploadAttachment } from '@app/learner/api/communityBoard';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { ImagePreview } from '@app/shared/upload/ImagePreview';
import { checkUploadSizes } from '@app/shared/upload/limits';
import { useUploads, type UploadsPending } from '@app/shared/upload/useUploads';

const text = copy.communityBoards;

const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

export interface ImageFieldProps {
  image: BoardFile | null;
  onChange: (image: BoardFile | null) => void;
  /** What still holds the form's submit (an image going up, or one that failed and is listed). */
  onPendingChange: (pending: UploadsPending) => void;
  /** The server's refusal at `imageFileId`, or why the form's submit is held here. */
  error?: string;
}

/** Why a chosen file is not sent as the image, or null: the boards' image rule, then its kind's upload limit. */
function refusalOf(file: File): string | null {
  const ruled = boardImageProblem({ fileName: file.name, contentType: file.type, size: file.size });
  if (ruled) return ruled;
  const [oversized] = checkUploadSizes([file]).oversized;
  return oversized ? text.uploads.refusedTooLarge(formatFileSize(oversized.maxBytes)) : null;
}

export function ImageField({ image, onChange, onPendingChange, error }: ImageFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  // The chosen file's object URL, for the image it went up as.
  const [shown, setShown] = useState<{ fileId: string; url: string } | null>(null);
  const uploads = useUploads<BoardFile>({
    send: uploadAttachment,
    onPendingChange,
    words: text.imageUploads,
    onUploaded: (file, chosen) => {
      setShown({ fileId: file.fileId, url: URL.createObjectURL(chosen) });
      onChange(file);
    },
  });
  useEffect(() => {
    const url = shown?.url;
    return url ? () => URL.revokeObjectURL(url) : undefined;
  }, [shown?.url]);

  const choose = ([file]: File[]) => {
    if (!file) return;
    const problem = refusalOf(file);
    setRefusal(problem);
    if (problem) return;
    // One image: a new choice replaces whatever was going up or had failed.
    for (const entry of uploads.entries) uploads.remove(entry.id);
    uploads.add([file]);
  };

  const preview = image && shown?.fileId === image.fileId ? shown.url : null;
  // The figure says what the form holds once the image is up: the upload's line has done its work.
  const going = uploads.items.filter((item) => item.status !== 'done');
  return (
    <Field ref={fieldRef}>
      <FileInput
        label={text.imageField}
        hint={text.imageHint}
        accept={boardImageExtensions.map((extension) => `.${extension}`)}
        acceptLabel={text.imageAccept}
        error={refusal ?? error}
        onFilesSelected={choose}
      />
      {going.length > 0 && (
        <UploadList items={going} labels={text.imageUploads} onCancel={uploads.cancel} onRetry={uploads.retry} onRemove={uploads.remove} />
      )}
      {image && preview && (
        <ImagePreview
          label={text.imagePreviewLabel}
          url={preview}
          alt={text.imagePreviewAlt}
          caption={`${image.fileName} (${formatFileSize(image.size)})`}
          shape={{ fit: 'contain', size: 20 }}
          removeLabel={text.removeImage}
          onRemove={() => {
            setShown(null);
            onChange(null);
            // The button pressed is gone: the picker that takes the next image has the focus.
            fieldRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
          }}
        />
      )}
    </Field>
  );
}
