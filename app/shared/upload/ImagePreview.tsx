/**
 * An image a form holds, drawn as the place it goes will draw it — whole inside a square, or
 * cropped to 4 : 3 — with a caption and one button that takes it off. Shared (issue 42) so the
 * back-office's image field (kit/files/ImageUploadField.tsx) and a learner's board image preview
 * and remove a picture the same way; every word comes from the side that draws it.
 */
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { vars } from '@ds/tokens/vars';

/**
 * How the preview draws the image: whole inside a `size`-rem square (`contain`), or cropped to fill
 * 4 : 3 at `size` rem wide, as the learner's popup draws it (`cover-4:3`).
 */
export interface ImagePreviewShape {
  fit: 'contain' | 'cover-4:3';
  size: number;
}

const Figure = styled.figure<{ $fit: ImagePreviewShape['fit']; $size: number }>`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  img {
    max-width: 100%;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
    ${({ $fit, $size }) =>
      $fit === 'contain'
        ? `width: auto; max-width: min(100%, ${$size}rem); max-height: ${$size}rem; object-fit: contain; border: 1px solid ${vars.color.border};`
        : `width: min(100%, ${$size}rem); aspect-ratio: 4 / 3; object-fit: cover;`}
  }
  figcaption { overflow-wrap: anywhere; }
`;

export interface ImagePreviewProps {
  /** The figure's name (a screen reader's way to it). */
  label: string;
  url: string;
  alt: string;
  /** What the figure says under it (the file's name and size, or where it will be seen). */
  caption: string;
  shape: ImagePreviewShape;
  removeLabel: string;
  onRemove: () => void;
}

export function ImagePreview({ label, url, alt, caption, shape, removeLabel, onRemove }: ImagePreviewProps) {
  return (
    <Figure aria-label={label} $fit={shape.fit} $size={shape.size}>
      <img src={url} alt={alt} />
      <figcaption>{caption}</figcaption>
      <Button variant="secondary" size="sm" onClick={onRemove}>
        {removeLabel}
      </Button>
    </Figure>
  );
}
