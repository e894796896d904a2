/**
 * The picture of a picture message (MMS; issue 43) in compose, on the kit's image field: checked
 * before anything is sent by the carriers' rules (adminMessageImageRules.ts: JPG by its bytes,
 * 300 KB, 1,500 × 1,440 pixels) and refused at the field in words that name the file and the rule,
 * then shown whole, as the phone will show it, with its size and pixels. The pixels read by the
 * check go with the picture the request keeps.
 */
import type { MessageImage } from '@app/shared/api/contract/adminMessage';
import {
  jpegDimensions,
  MMS_IMAGE_EXTENSIONS,
  mmsImageMessages,
  mmsImageProblem,
  type ImageDimensions,
} from '@app/shared/api/contract/adminMessageImageRules';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { ImageUploadField } from '../kit/files/ImageUploadField';
import type { UploadsPending } from '@app/shared/upload/useUploads';

const text = copy.backofficeMessages.compose;

/** A picture attached to the message: what the request keeps, and the chosen file to preview. */
export interface AttachedImage extends MessageImage {
  previewUrl: string;
}

/**
 * A chosen file read by the carriers' rules: why it cannot go, in words naming it, or its pixels.
 * Only files within the kit's image limit (10 MB) get here, so reading one whole is cheap.
 */
export async function mmsImageRefusal(file: File): Promise<{ refusal: string } | { dimensions: ImageDimensions }> {
  const dimensions = jpegDimensions(new Uint8Array(await file.arrayBuffer()));
  const problem = mmsImageProblem({ fileName: file.name, contentType: file.type, size: file.size }, dimensions);
  if (problem !== null || dimensions === null) return { refusal: text.imageRefused(file.name, mmsImageMessages[problem ?? 'NOT_JPEG']) };
  return { dimensions };
}

// The pixels of each chosen file that passed the check, until its upload ends (the same File comes back).
const checkedPixels = new WeakMap<File, ImageDimensions>();

async function refuse(file: File): Promise<string | null> {
  const outcome = await mmsImageRefusal(file);
  if ('refusal' in outcome) return outcome.refusal;
  checkedPixels.set(file, outcome.dimensions);
  return null;
}

export interface MmsImageFieldProps {
  value: AttachedImage | null;
  /** The server's refusal of the picture when the message was sent, or why it cannot be sent yet. */
  error?: string;
  onChange: (image: AttachedImage | null) => void;
  /** A picture still going up, or one that failed and is still listed: not attached yet. */
  onPendingChange: (pending: UploadsPending) => void;
}

export function MmsImageField({ value, error, onChange, onPendingChange }: MmsImageFieldProps) {
  return (
    <ImageUploadField
      label={text.imageLabel}
      hint={text.imageHint}
      ownLimits
      accept={MMS_IMAGE_EXTENSIONS}
      refuse={refuse}
      error={error}
      onPendingChange={onPendingChange}
      shown={
        value && {
          url: value.previewUrl,
          alt: text.imageAlt(value.fileName),
          caption: text.imageCaption(value.fileName, formatFileSize(value.size), value.width, value.height),
        }
      }
      preview={{ fit: 'contain', size: 16 }}
      previewLabel={text.imagePreviewTitle}
      removeLabel={text.imageRemove}
      onUploaded={(stored, previewUrl, chosen) => {
        const dimensions = checkedPixels.get(chosen);
        if (!dimensions) return;
        onChange({ fileId: stored.fileId, fileName: stored.fileName, size: stored.size, ...dimensions, previewUrl });
      }}
      onRemove={() => onChange(null)}
    />
  );
}
