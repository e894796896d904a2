/**
 * Question images as a row of thumbnails; with `onRemove`, each has a delete button (while asking
 * or editing). Image URLs come from the upload call or the server, never from HTML.
 */
import styled from 'styled-components';
import { IconButton } from '@ds/components/IconButton';
import { Image } from '@ds/components/Image';
import { vars } from '@ds/tokens/vars';
import type { CommunityImage } from '@app/shared/api/contract/community';
import { copy } from '@app/shared/copy';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  > li { position: relative; width: 96px; }
  > li > button { position: absolute; top: ${vars.space[1]}; right: ${vars.space[1]}; background: ${vars.color.surface}; }
`;

interface ImageThumbnailsProps {
  label: string;
  images: readonly CommunityImage[];
  onRemove?: (imageKey: string) => void;
}

export function ImageThumbnails({ label, images, onRemove }: ImageThumbnailsProps) {
  const text = copy.community.questions;
  return (
    <List aria-label={label}>
      {images.map((image, index) => (
        <li key={image.imageKey}>
          <Image src={image.url} alt={text.imageAlt(index + 1)} ratio="1:1" fit="cover" rounded />
          {onRemove && (
            <IconButton
              label={text.removeImage(index + 1)}
              icon="close"
              size="sm"
              variant="secondary"
              onClick={() => onRemove(image.imageKey)}
            />
          )}
        </li>
      ))}
    </List>
  );
}
