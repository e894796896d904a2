/**
 * The picture of a picture message (MMS; issue 43) in compose: chosen through the kit's upload,
 * checked before anything is sent by the carriers' rules (adminMessageImageRules.ts: JPG by its
 * bytes, 300 KB, 1,500 × 1,440 pixels) and refused at the field in words that name the file and
 * the rule, then shown as the phone will show it, with its size and pixels, and one button to take
 * it off. The preview is the chosen file itself (an object URL), so it needs no download link that
 * expires; the upload's list is cleared once the picture is attached, so the figure is the one
 * place that says what goes.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { vars } from '@ds/tokens/vars';
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
import { FileUploads } from '../kit/files/FileUploads';
import type { UploadsPending } from '../kit/files/useFileUploads';

const text = copy.backofficeMessages.compose;

/** A picture attached to the message: what the request keeps, and the chosen file to preview. */
export interface AttachedImage extends MessageImage {
  previewUrl: string;
}

const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  img {
    max-width: min(100%, 16rem);
    max-height: 16rem;
    object-fit: contain;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
  }
  figcaption { overflow-wrap: anywhere; }
`;

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

export interface MmsImageFieldProps {
  value: AttachedImage | null;
  /** The server's refusal of the picture when the message was sent. */
  error?: string;
  onChange: (image: AttachedImage | null) => void;
  /** A picture still going up, or one that failed and is still listed: not attached yet. */
  onPendingChange: (pending: UploadsPending) => void;
}

export function MmsImageField({ value, error, onChange, onPendingChange }: MmsImageFieldProps) {
  // The files that passed the check, by name and size, until their upload ends (its answer names them so).
  const checked = useRef(new Map<string, { file: File; dimensions: ImageDimensions }>());
  // A new upload list after each picture attached or taken off: the figure says what goes.
  const [round, setRound] = useState(0);
  const previewUrl = value?.previewUrl;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const check = async (file: File) => {
    const outcome = await mmsImageRefusal(file);
    if ('refusal' in outcome) return outcome.refusal;
    checked.current.set(`${file.name}:${file.size}`, { file, dimensions: outcome.dimensions });
    return null;
  };

  return (
    <Field>
      <FileUploads
        key={round}
        label={text.imageLabel}
        accept={MMS_IMAGE_EXTENSIONS}
        multiple={false}
        error={error}
        refuse={check}
        onPendingChange={onPendingChange}
        onUploaded={(stored) => {
          const key = `${stored.fileName}:${stored.size}`;
          const chosen = checked.current.get(key);
          checked.current.delete(key);
          if (!chosen) return;
          onChange({ fileId: stored.fileId, fileName: stored.fileName, size: stored.size, ...chosen.dimensions, previewUrl: URL.createObjectURL(chosen.file) });
          setRound((current) => current + 1);
        }}
      />
      <p>{text.imageHint}</p>
      {value && (
        <Preview aria-label={text.imagePreviewTitle}>
          <img src={value.previewUrl} alt={text.imageAlt(value.fileName)} />
          <figcaption>{text.imageCaption(value.fileName, formatFileSize(value.size), value.width, value.height)}</figcaption>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange(null);
              setRound((current) => current + 1);
            }}
          >
            {text.imageRemove}
          </Button>
        </Preview>
      )}
    </Field>
  );
}
