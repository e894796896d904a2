/**
 * An image that keeps its box while loading (a fixed aspect ratio, so the page does not jump) and
 * shows a calm fallback when the picture is missing or fails to load.
 */
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@ds/components/Icon';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';

export type ImageRatio = '1:1' | '4:3' | '16:9' | '3:4' | 'auto';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string | null;
  /** Required: describe the picture, or '' when it is decorative. */
  alt: string;
  ratio?: ImageRatio;
  fit?: 'cover' | 'contain';
  /** Shown instead of the picture when it is missing or fails. */
  fallback?: ReactNode;
  rounded?: boolean;
}

const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  background: ${vars.color.surfaceSunken};

  &[data-ratio='1:1'] { aspect-ratio: 1 / 1; }
  &[data-ratio='4:3'] { aspect-ratio: 4 / 3; }
  &[data-ratio='16:9'] { aspect-ratio: 16 / 9; }
  &[data-ratio='3:4'] { aspect-ratio: 3 / 4; }
  &[data-rounded='true'] { border-radius: ${vars.radius.md}; }

  & > img { display: block; width: 100%; height: 100%; }
  &[data-fit='cover'] > img { object-fit: cover; }
  &[data-fit='contain'] > img { object-fit: contain; }
`;

const Fallback = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  width: 100%;
  height: 100%;
  min-height: 4rem;
  padding: ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  text-align: center;
`;

export function Image({ src, alt, ratio = 'auto', fit = 'cover', fallback, rounded = false, className, loading = 'lazy', ...rest }: ImageProps) {
  const messages = useDesignSystemMessages();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ok = Boolean(src) && src !== failedSrc;
  return (
    <Frame data-ratio={ratio} data-fit={fit} data-rounded={rounded} className={className}>
      {ok && src ? (
        <img {...rest} src={src} alt={alt} loading={loading} onError={() => setFailedSrc(src)} />
      ) : (
        <Fallback {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
          {fallback ?? (
            <>
              <Icon name="image" size="lg" />
              <span aria-hidden="true">{messages.imageFailed}</span>
            </>
          )}
        </Fallback>
      )}
    </Frame>
  );
}
