/**
 * The files a learner attaches to what they write on a board (issue 42: learners attach as
 * operators do, up to the same limits). Each chosen file goes up in parts through the storage every
 * upload shares (app/shared/upload/: progress, a part retried, cancel and retry), shown in the
 * design system's upload list; a file the boards do not take — its kind, over 20 MB, past the
 * fifth — or over its kind's upload limit is named at the field and never sent. The attached files
 * are listed with their size and a way to take each off (the back-office's list, AttachedFiles); the server checks the same rules when the
 * item is written. What is still pending is reported to the form, which holds its 올리기 meanwhile
 * (uploadHold.ts).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FileInput } from '@ds/components/FileInput';
import { UploadList } from '@ds/components/UploadList';
import { vars } from '@ds/tokens/vars';
import type { BoardFile } from '@app/shared/api/contract/communityBoard';
import { attachmentProblem, BOARD_ATTACHMENT_MAX_COUNT, boardAttachmentExtensions, boardFileMessages } from '@app/shared/api/contract/communityBoardRules';
import { uploadAttachment } from '@app/learner/api/communityBoard';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { AttachedFiles } from '@app/shared/upload/AttachedFiles';
import { checkUploadSizes } from '@app/shared/upload/limits';
import { useUploads, type UploadsPending } from '@app/shared/upload/useUploads';

const text = copy.communityBoards;

const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;


export interface AttachmentsFieldProps {
  files: readonly BoardFile[];
  onChange: (files: BoardFile[]) => void;
  /** What still holds the form's submit (a file going up, or one that failed and is listed). */
  onPendingChange: (pending: UploadsPending) => void;
  /** The server's refusal at `attachmentFileIds`, or why the form's submit is held here. */
  error?: string;
}

/** Why a chosen file is not sent, or null: the boards' rule for it, its kind's upload limit, or no room left. */
function refusalOf(file: File, roomLeft: boolean): string | null {
  const ruled = attachmentProblem({ fileName: file.name, size: file.size });
  if (ruled) return ruled;
  const [oversized] = checkUploadSizes([file]).oversized;
  if (oversized) return text.uploads.refusedTooLarge(formatFileSize(oversized.maxBytes));
  return roomLeft ? null : boardFileMessages.attachmentCount;
}

export function AttachmentsField({ files, onChange, onPendingChange, error }: AttachmentsFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // Uploads finishing together each add to the list as it is by then, not as it was when they began.
  const attached = useRef(files);
  useEffect(() => {
    attached.current = files;
  }, [files]);
  const uploads = useUploads<BoardFile>({
    send: uploadAttachment,
    onPendingChange,
    words: text.uploads,
    onUploaded: (file) => {
      const next = [...attached.current, file];
      attached.current = next;
      onChange(next);
    },
  });


  const choose = (chosen: File[]) => {
    const going = uploads.entries.filter((entry) => entry.status === 'uploading').length;
    let room = BOARD_ATTACHMENT_MAX_COUNT - files.length - going;
    const problems: string[] = [];
    const passed: File[] = [];
    for (const file of chosen) {
      const problem = refusalOf(file, room > 0);
      if (problem) problems.push(problem);
      else {
        passed.push(file);
        room -= 1;
      }
    }
    setRefusal(problems[0] ?? null);
    if (passed.length > 0) uploads.add(passed);
  };

  return (
    <Field>
      <FileInput
        label={text.attachField}
        hint={text.attachHint}
        multiple
        accept={boardAttachmentExtensions.map((extension) => `.${extension}`)}
        error={refusal ?? error}
        onFilesSelected={choose}
      />
      {uploads.items.length > 0 && (
        <UploadList items={uploads.items} labels={text.uploads} onCancel={uploads.cancel} onRetry={uploads.retry} onRemove={uploads.remove} />
      )}
      <AttachedFiles files={files} label={text.attachedLabel} removeLabel={text.removeAttached} removeText={text.removeAttachedShort} onChange={onChange} />
    </Field>
  );
}
