/**
 * The back-office's file uploader: a file input and the list of its uploads (progress per file,
 * a failed part, retry, cancel), built on `useFileUploads` and the design system's `UploadList`.
 * A screen that takes files (an import, an attachment) renders this and reads `onUploaded`.
 */
import { FileInput } from '@ds/components/FileInput';
import { UploadList } from '@ds/components/UploadList';
import type { StoredFile } from '@app/shared/api/contract/adminFile';
import { copy } from '@app/shared/copy';
import { useFileUploads, type UseFileUploadsOptions } from './useFileUploads';

export interface FileUploadsProps extends UseFileUploadsOptions {
  /** The file input's label. */
  label: string;
  /** Extensions or types the picker offers, as FileInput takes them. */
  accept?: readonly string[];
  multiple?: boolean;
  onUploaded?: (file: StoredFile) => void;
}

export function FileUploads({ label, accept, multiple = true, ...options }: FileUploadsProps) {
  const uploads = useFileUploads(options);
  const text = copy.backofficeFiles;
  return (
    <div>
      <FileInput
        label={label}
        multiple={multiple}
        onFilesSelected={uploads.add}
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
