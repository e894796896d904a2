/**
 * A board item's image and attachments in its form (backoffice.md §3 "Board item: … attachments,
 * … image"; issue 42), uploaded through the kit's uploader (progress, a failed part retried): a file
 * the board's rules refuse — its kind, its size, a sixth attachment — is named at the field in
 * Korean and never attached. The image is previewed through the kit's short-lived link; each
 * attachment is listed with its size and a button that takes it off. The server checks the same
 * rules when the item is saved.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { vars } from '@ds/tokens/vars';
import type { BoardFile } from '@app/shared/api/contract/adminBoardItem';
import {
  attachmentProblem,
  BOARD_ATTACHMENT_MAX_COUNT,
  boardAttachmentExtensions,
  boardFileMessages,
  boardImageExtensions,
  boardImageProblem,
} from '@app/shared/api/contract/adminBoardRules';
import type { StoredFile } from '@app/shared/api/contract/adminFile';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { adminFileKeys, requestDownload } from '../api/adminFile';
import { AttachedFiles } from '@app/shared/upload/AttachedFiles';
import { FileUploads } from '../kit/files/FileUploads';

const text = copy.backofficeBoardItems;

const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  > p { margin: 0; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  img { max-width: min(100%, 20rem); border-radius: ${vars.radius.sm}; background: ${vars.color.surfaceSunken}; }
`;


const asBoardFile = ({ fileId, fileName, size, contentType }: StoredFile): BoardFile => ({ fileId, fileName, size, contentType });
const chosen = (file: File) => ({ fileName: file.name, contentType: file.type, size: file.size });

/** The image's preview link (the kit's links last a minute: read again well before). */
function ImagePreview({ image, onRemove }: { image: BoardFile; onRemove: () => void }) {
  const link = useQuery({ queryKey: [...adminFileKeys.all, 'preview', image.fileId], queryFn: () => requestDownload(image.fileId), staleTime: 45_000 });
  return (
    <Preview>
      {link.data ? <img src={link.data.url} alt={text.imagePreviewAlt} /> : link.isError ? <Alert tone="warning">{text.imagePreviewFailed}</Alert> : null}
      <figcaption>
        {image.fileName} ({formatFileSize(image.size)})
      </figcaption>
      <Button variant="secondary" size="sm" onClick={onRemove}>
        {text.removeImage}
      </Button>
    </Preview>
  );
}

export function BoardImageField({ image, error, onChange }: { image: BoardFile | null; error?: string; onChange: (image: BoardFile | null) => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Field>
      <FileUploads
        label={text.imageField}
        accept={boardImageExtensions.map((extension) => `.${extension}`)}
        multiple={false}
        refuse={(file) => boardImageProblem(chosen(file))}
        onUploaded={(file) => {
          const problem = boardImageProblem(file);
          setRefusal(problem);
          if (!problem) onChange(asBoardFile(file));
        }}
      />
      <p>{text.imageHint}</p>
      {(refusal ?? error) && <Alert tone="danger">{refusal ?? error}</Alert>}
      {image && <ImagePreview image={image} onRemove={() => onChange(null)} />}
    </Field>
  );
}

export interface BoardAttachmentsFieldProps {
  attachments: readonly BoardFile[];
  /** The list as the form holds it now (uploads finishing together each add to the latest). */
  read: () => readonly BoardFile[];
  error?: string;
  onChange: (attachments: BoardFile[]) => void;
}

export function BoardAttachmentsField({ attachments, read, error, onChange }: BoardAttachmentsFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Field>
      <FileUploads
        label={text.attachmentsField}
        accept={boardAttachmentExtensions.map((extension) => `.${extension}`)}
        refuse={(file) => attachmentProblem({ fileName: file.name, size: file.size })}
        onUploaded={(file) => onChange(addAttachment(read(), asBoardFile(file), setRefusal))}
      />
      <p>{text.attachmentsHint}</p>
      {(refusal ?? error) && <Alert tone="danger">{refusal ?? error}</Alert>}
      <AttachedFiles files={attachments} label={text.attachedListLabel} removeLabel={text.removeAttachment} removeText={text.removeAttachmentShort} onChange={onChange} />
    </Field>
  );
}

/** The list with `file` added, or as it was with the refusal said: its kind or size, or a sixth file. */
function addAttachment(attachments: readonly BoardFile[], file: BoardFile, refuse: (problem: string | null) => void): BoardFile[] {
  const problem = attachmentProblem(file) ?? (attachments.length >= BOARD_ATTACHMENT_MAX_COUNT ? boardFileMessages.attachmentCount : null);
  refuse(problem);
  return problem ? [...attachments] : [...attachments, file];
}
