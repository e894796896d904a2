/**
 * A person's picture, round; without a picture, or when it fails to load, the initials of the
 * name on a tinted circle. The name is the accessible text either way.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { initialsOf } from './initials';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from screen readers when the name is written right beside it. */
  decorative?: boolean;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.text};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
  user-select: none;

  &[data-size='sm'] { width: 28px; height: 28px; font-size: ${vars.font.sizeXs}; }
  &[data-size='md'] { width: 40px; height: 40px; font-size: ${vars.font.sizeSm}; }
  &[data-size='lg'] { width: 64px; height: 64px; font-size: ${vars.font.sizeXl}; }
  & > img { width: 100%; height: 100%; object-fit: cover; }
`;

export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  // Remember which address failed, so a new `src` is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;

  if (showImage && src) {
    return (
      <Root data-size={size} className={className}>
        <img src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      </Root>
    );
  }
  return (
    <Root data-size={size} className={className} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </Root>
  );
}
