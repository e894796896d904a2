/**
 * One image in a back-office form (an MMS's picture, a popup's image): chosen through the kit's
 * upload (its progress, a failed part retried, a refused file named at the input), checked first by
 * the screen's own rules (`refuse`, which may read the bytes) and the picker's `accept`, then shown
 * as the place it goes will draw it — whole, or cropped to the learner popup's 4 : 3 — with a
 * caption and one button to take it off. A new upload is previewed from the chosen file itself (an
 * object URL this field makes and revokes), so no short-lived download link can expire under it.
 * The upload list is cleared once the image is attached or taken off: the figure is the one place
 * that says what the form holds. The screen hears what is still pending (`onPendingChange`), so a
 * send or save never goes on as if an image still going up were there.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { StoredFile } from '@app/shared/api/contract/adminFile';
import { ImagePreview, type ImagePreviewShape } from '@app/shared/upload/ImagePreview';
import { FileUploads, type FileUploadsProps } from './FileUploads';

/** The image the form holds, as the preview shows it. */
export interface ShownImage {
  /** The chosen file's object URL (from `onUploaded`) or a stored image's address. */
  url: string;
  alt: string;
  /** What the figure says under it (the file's size and pixels, or where it will be seen). */
  caption: string;
}

export interface ImageUploadFieldProps extends Pick<FileUploadsProps, 'label' | 'refuse' | 'onPendingChange'> {
  /** The words under the input: which files it takes and the place's own limits. */
  hint: string;
  /**
   * The hint states limits stricter than the kit's (an MMS picture: 300 KB, not an image's 10 MB):
   * it is then the input's description in place of the kit's limits, which would contradict it.
   */
  ownLimits?: boolean;
  /** Extensions the picker offers; another type is refused at the input. */
  accept: readonly string[];
  shown: ShownImage | null;
  preview: ImagePreviewShape;
  /** The figure's name (a screen reader's way to it). */
  previewLabel: string;
  removeLabel: string;
  /** A refusal of the screen's or the server's, at the input. */
  error?: string;
  /** The image went up: `previewUrl` shows the chosen file until the field lets it go. */
  onUploaded: (stored: StoredFile, previewUrl: string, chosen: File) => void;
  onRemove: () => void;
}

const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  > p { margin: 0; }
`;

export function ImageUploadField({
  label,
  hint,
  ownLimits = false,
  accept,
  refuse,
  onPendingChange,
  shown,
  preview,
  previewLabel,
  removeLabel,
  error,
  onUploaded,
  onRemove,
}: ImageUploadFieldProps) {
  // A new upload list after each image attached or taken off.
  const [round, setRound] = useState(0);
  // The object URLs this field made: each is let go once the figure no longer shows it.
  const made = useRef(new Set<string>());
  // Taking the image off removes the button pressed: the focus goes to the picker that replaces it
  // (its file input, named by the field's label), not to the page's start.
  const fieldRef = useRef<HTMLDivElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    fieldRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  }, [round]);
  const url = shown?.url;
  useEffect(() => {
    const ours = made.current;
    if (url === undefined || !ours.has(url)) return undefined;
    return () => {
      URL.revokeObjectURL(url);
      ours.delete(url);
    };
  }, [url]);

  return (
    <Field ref={fieldRef}>
      <FileUploads
        key={round}
        label={label}
        accept={accept}
        multiple={false}
        {...(ownLimits ? { hint } : {})}
        error={error}
        refuse={refuse}
        onPendingChange={onPendingChange}
        onUploaded={(stored, chosen) => {
          const previewUrl = URL.createObjectURL(chosen);
          made.current.add(previewUrl);
          onUploaded(stored, previewUrl, chosen);
          setRound((current) => current + 1);
        }}
      />
      {!ownLimits && <p>{hint}</p>}
      {shown && (
        <ImagePreview
          label={previewLabel}
          url={shown.url}
          alt={shown.alt}
          caption={shown.caption}
          shape={preview}
          removeLabel={removeLabel}
          onRemove={() => {
            onRemove();
            removed.current = true;
            setRound((current) => current + 1);
          }}
        />
      )}
    </Field>
  );
}
