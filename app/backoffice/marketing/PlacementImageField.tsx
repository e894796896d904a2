/**
 * A popup's image in its editor (issue 31), on the kit's image field: previewed cropped to 4 : 3,
 * as the learner's popup draws it, and taken off with one button. Only a PNG, JPEG, GIF or WEBP
 * may be one (the server's rule, said at the input before anything is sent rather than at the
 * save). A new upload is previewed from the chosen file; the saved placement's image from the
 * public, long-lived address the server published it at.
 */
import { useState } from 'react';
import { isPlacementImageType, placementRuleMessages } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { ImageUploadField } from '../kit/files/ImageUploadField';
import type { UploadsPending } from '@app/shared/upload/useUploads';

const text = copy.backofficeMarketing;

const refuse = (file: File) => (isPlacementImageType(file.type) ? null : placementRuleMessages.imageNotImage);

export interface PlacementImageFieldProps {
  /** The image's file id in the form, or null. */
  fileId: string | null;
  /** The saved placement's image and its public address (what the preview shows until a new upload). */
  saved: { fileId: string | null; url: string | null };
  /** A refusal of the server's, at this field. */
  error?: string;
  onChange: (fileId: string | null) => void;
  /** An image still going up, or one that failed and is still listed: not in the form yet. */
  onPendingChange: (pending: UploadsPending) => void;
}

export function PlacementImageField({ fileId, saved, error, onChange, onPendingChange }: PlacementImageFieldProps) {
  const [uploaded, setUploaded] = useState<{ fileId: string; url: string } | null>(null);
  const url = fileId === null ? null : uploaded?.fileId === fileId ? uploaded.url : fileId === saved.fileId ? saved.url : null;
  return (
    <ImageUploadField
      label={text.fieldImage}
      hint={text.fieldImageHint}
      accept={['.png', '.jpg', '.jpeg', '.gif', '.webp']}
      refuse={refuse}
      error={error}
      onPendingChange={onPendingChange}
      shown={url ? { url, alt: text.imagePreviewAlt, caption: text.imagePreviewCaption } : null}
      preview={{ fit: 'cover-4:3', size: 20 }}
      previewLabel={text.imagePreviewTitle}
      removeLabel={text.removeImage}
      onUploaded={(stored, previewUrl) => {
        setUploaded({ fileId: stored.fileId, url: previewUrl });
        onChange(stored.fileId);
      }}
      onRemove={() => onChange(null)}
    />
  );
}
