/**
 * The back-office's file uploader: a file input and the list of its uploads (progress per file,
 * a failed part, retry, cancel), built on `useFileUploads` and the design system's `UploadList`.
 * A screen that takes files (an import, an attachment) renders this and reads `onUploaded`.
 * The input says the size limit of each file kind, and a file over its limit is named there and
 * never sent (issue 20); the others go up as usual. A screen with a rule of its own for a file
 * (an MMS picture's type, bytes and pixels) passes `check`: a file it refuses is named at the
 * input the same way and never sent.
 */
import { useState } from 'react';
import { FileInput } from '@ds/components/FileInput';
import { UploadList } from '@ds/components/UploadList';
import { FILE_UPLOAD_LIMITS, type StoredFile } from '@app/shared/api/contract/adminFile';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { checkUploadSizes, type OversizedFile } from './limits';
import { useFileUploads, type UseFileUploadsOptions } from './useFileUploads';

export interface FileUploadsProps extends UseFileUploadsOptions {
  /** The file input's label. */
  label: string;
  /** Extensions or types the picker offers, as FileInput takes them. */
  accept?: readonly string[];
  multiple?: boolean;
  /** The screen's refusal of what was uploaded (a save the server refused at this field); the input's own comes first. */
  error?: string;
  /** The screen's own rule for a chosen file, asked before it is sent: why it is refused, or null. */
  check?: (file: File) => Promise<string | null>;
  onUploaded?: (file: StoredFile) => void;
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

export function FileUploads({ label, accept, multiple = true, error, check, ...options }: FileUploadsProps) {
  const uploads = useFileUploads(options);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = (files: File[]) => {
    const { accepted, oversized } = checkUploadSizes(files);
    const sizeRefusal = refusalOf(oversized);
    setRefusal(sizeRefusal);
    if (accepted.length === 0) return;
    if (!check) {
      uploads.add(accepted);
      return;
    }
    void Promise.all(accepted.map(async (file) => ({ file, problem: await check(file) }))).then((checked) => {
      setRefusal(sizeRefusal ?? checked.find((entry) => entry.problem !== null)?.problem ?? null);
      const passed = checked.filter((entry) => entry.problem === null).map((entry) => entry.file);
      if (passed.length > 0) uploads.add(passed);
    });
  };
  return (
    <div>
      <FileInput
        label={label}
        multiple={multiple}
        hint={limitsHint}
        error={refusal ?? error}
        onFilesSelected={choose}
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
