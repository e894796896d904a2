/**
 * The back-office's file uploader: a file input and the list of its uploads (progress per file,
 * a failed part, retry, cancel), built on the shared `useUploads` (app/shared/upload/, which a
 * learner's attachments use too) with the back-office's file calls and words, and the design
 * system's `UploadList`.
 * A screen that takes files (an import, an attachment) renders this and reads `onUploaded`.
 * The input says the size limit of each file kind, and a file over its limit is named there and
 * never sent (issue 20); the others go up as usual. A screen with rules of its own for a file (a
 * board item's attachment kinds, an MMS picture's type, bytes and pixels) passes `refuse`, which may
 * read the file first: a file it refuses is named at the input the same way, never sent.
 */
import { useEffect, useState } from 'react';
import { FileInput } from '@ds/components/FileInput';
import { UploadList } from '@ds/components/UploadList';
import { FILE_UPLOAD_LIMITS, type StoredFile } from '@app/shared/api/contract/adminFile';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { checkUploadSizes, type OversizedFile } from '@app/shared/upload/limits';
import { useUploads, type UploadsPending, type UseUploadsOptions } from '@app/shared/upload/useUploads';
import { uploadFile } from './transfer';

export interface FileUploadsProps extends Pick<UseUploadsOptions<StoredFile>, 'upload'> {
  /** The file input's label. */
  label: string;
  /**
   * What the input says it takes, where a screen takes less than every kind (a thumbnail: its image
   * types); the limit of each kind by default.
   */
  hint?: string;
  /** Extensions or types the picker offers, as FileInput takes them. */
  accept?: readonly string[];
  multiple?: boolean;
  /** The screen's refusal of what was uploaded (a save the server refused at this field); the input's own comes first. */
  error?: string;
  /**
   * The screen's own rule for a chosen file that fits the kit's size limits: why it may not be sent,
   * or null (a promise where the rule reads the file's bytes).
   */
  refuse?: (file: File) => string | null | Promise<string | null>;
  onUploaded?: (file: StoredFile, chosen: File) => void;
  /**
   * Told whenever what is pending changes (and once at mount): a file being checked or going up,
   * or one that failed and is still listed, so the screen does not act as if it were there.
   */
  onPendingChange?: (pending: UploadsPending) => void;
}

const text = copy.backofficeFiles;
const limitsHint = text.limits({
  image: formatFileSize(FILE_UPLOAD_LIMITS.image),
  spreadsheet: formatFileSize(FILE_UPLOAD_LIMITS.spreadsheet),
  other: formatFileSize(FILE_UPLOAD_LIMITS.other),
});

/** What the input says about the files it did not send: the first named, the others counted. */
function refusalOf(oversized: readonly OversizedFile[]): string | null {
  const [first, ...others] = oversized;
  if (!first) return null;
  const named = text.tooLarge(first.file.name, formatFileSize(first.file.size), first.kind, formatFileSize(first.maxBytes));
  return others.length > 0 ? `${named} ${text.tooLargeMore(others.length)}` : named;
}

export function FileUploads({ label, hint = limitsHint, accept, multiple = true, error, refuse, onPendingChange, ...options }: FileUploadsProps) {
  const uploads = useUploads({ ...options, send: uploadFile, words: text });
  const [refusal, setRefusal] = useState<string | null>(null);
  // Files whose bytes the screen's rule is reading: chosen, not yet going up, already pending.
  const [screening, setScreening] = useState(0);
  const pending = screening > 0 ? 'UPLOADING' : uploads.pending;
  useEffect(() => onPendingChange?.(pending), [onPendingChange, pending]);
  const choose = async (files: File[]) => {
    // Sizes first: a rule that reads a file's bytes never reads one too large to send anyway.
    const { accepted, oversized } = checkUploadSizes(files);
    setScreening((count) => count + 1);
    try {
      const screened = await Promise.all(accepted.map(async (file) => ({ file, problem: refuse ? await refuse(file) : null })));
      setRefusal(screened.find((entry) => entry.problem !== null)?.problem ?? refusalOf(oversized));
      const passed = screened.filter((entry) => entry.problem === null).map((entry) => entry.file);
      if (passed.length > 0) uploads.add(passed);
    } finally {
      // In the same render as the uploads added: nothing reads as settled in between.
      setScreening((count) => count - 1);
    }
  };
  return (
    <div>
      <FileInput
        label={label}
        multiple={multiple}
        hint={hint}
        error={refusal ?? error}
        onFilesSelected={(files) => void choose(files)}
        {...(accept ? { accept } : {})}
      />
      {uploads.items.length > 0 ? (
        <UploadList
          items={uploads.items}
          labels={{
            list: text.list,
            progress: text.progress,
            cancel: text.cancel,
            retry: text.retry,
            remove: text.remove,
          }}
          onCancel={uploads.cancel}
          onRetry={uploads.retry}
          onRemove={uploads.remove}
        />
      ) : null}
    </div>
  );
}
