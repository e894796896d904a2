/**
 * A file picker with a drop zone: it checks type and size (refusing a wrong type with a clear
 * message from the DesignSystemMessages, e.g. "이미지 파일(jpg, png)만 올릴 수 있어요."), hands the accepted files to
 * the caller, and lists the files the caller is uploading with a progress bar each. Uploading
 * itself belongs to the caller. Use with react-hook-form's `Controller` (onFilesSelected,
 * ref to the input).
 */
import { forwardRef, useState, type DragEvent, type ReactNode } from 'react';
import { FormField } from '@ds/components/FormField';
import { Icon } from '@ds/components/Icon';
import { ProgressBar } from '@ds/components/ProgressBar';
import { useDesignSystemMessages, type DesignSystemMessages } from '@ds/lib/messages';
import { formatFileSize } from '@ds/lib/text/fileSize';
import { checkFiles } from './checkFiles';
import * as S from './FileInput.styles';

export interface FileInputItem {
  id: string;
  name: string;
  size: number;
  /** Upload progress 0–100 while uploading. */
  progress?: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

export interface FileInputProps {
  label: ReactNode;
  accept?: readonly string[];
  acceptLabel?: string;
  maxSize?: number;
  multiple?: boolean;
  items?: readonly FileInputItem[];
  onFilesSelected?: (files: File[]) => void;
  onRemove?: (id: string) => void;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

function statusText(item: FileInputItem, messages: DesignSystemMessages): string {
  if (item.status === 'error') return item.error ?? messages.fileUploadFailed;
  if (item.status === 'done') return messages.fileUploaded(formatFileSize(item.size));
  return messages.fileUploading(formatFileSize(item.size), Math.round(item.progress ?? 0));
}

export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { label, accept, acceptLabel, maxSize, multiple = false, items = [], onFilesSelected, onRemove, name, hint, error, required, disabled = false, className },
  ref,
) {
  const messages = useDesignSystemMessages();
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    if (files.length === 0) return;
    const result = checkFiles(files, { accept, acceptLabel, maxSize }, messages);
    setRejection(result.rejection);
    if (result.accepted.length > 0) onFilesSelected?.(result.accepted);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const rules = [acceptLabel, maxSize !== undefined ? messages.fileMaxSize(formatFileSize(maxSize)) : null].filter(Boolean).join(' · ');
  const shownError = error || rejection || undefined;

  return (
    <FormField label={label} required={required} hint={hint ?? (rules || undefined)} error={shownError} disabled={disabled} className={className}>
      {(control) => (
        <>
          <S.Zone
            htmlFor={control.id}
            data-dragging={dragging}
            data-invalid={Boolean(shownError)}
            data-disabled={disabled}
            onDragOver={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <S.HiddenInput
              {...control}
              ref={ref}
              type="file"
              name={name}
              accept={accept?.join(',')}
              multiple={multiple}
              required={required}
              disabled={disabled}
              onChange={(event) => {
                take(event.currentTarget.files);
                // Let the same file be picked again after it was removed or refused.
                event.currentTarget.value = '';
              }}
            />
            {/* The input is named by the field label; this text only shows where to click. */}
            <Icon name="upload" size="lg" />
            <span aria-hidden="true">{messages.fileDropPrompt}</span>
            <S.PickButtonLook aria-hidden="true">{messages.filePick}</S.PickButtonLook>
          </S.Zone>
          {items.length > 0 && (
            <S.Files aria-label={messages.fileList}>
              {items.map((item) => (
                <S.FileRow key={item.id}>
                  <S.FileName>{item.name}</S.FileName>
                  <S.FileMeta data-status={item.status}>{statusText(item, messages)}</S.FileMeta>
                  {onRemove && (
                    <S.RemoveButton type="button" aria-label={messages.remove(item.name)} onClick={() => onRemove(item.id)}>
                      <Icon name="close" size="sm" />
                    </S.RemoveButton>
                  )}
                  {item.status === 'uploading' && (
                    <S.ProgressSlot>
                      <ProgressBar value={item.progress ?? 0} label={messages.fileProgress(item.name)} hideLabel size="sm" />
                    </S.ProgressSlot>
                  )}
                </S.FileRow>
              ))}
            </S.Files>
          )}
        </>
      )}
    </FormField>
  );
});
