/**
 * A link. Paths inside the app go through react-router (no page reload); `external` links open
 * in a new tab with `rel="noopener noreferrer"` and say so to screen readers (the messages' `opensInNewWindow`).
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { linkStyles, type LinkTone } from './TextButton.styles';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path ("/app/login") or, with `external`, a full URL. */
  to: string;
  external?: boolean;
  tone?: LinkTone;
}

const Anchor = styled.a`
  ${linkStyles}
  > svg { display: inline-block; vertical-align: -0.15em; margin-left: 0.2em; }
`;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, external = false, tone = 'primary', children, ...rest }, ref) {
  const messages = useDesignSystemMessages();
  if (external) {
    return (
      <Anchor ref={ref} href={to} target="_blank" rel="noopener noreferrer" data-tone={tone} {...rest}>
        {children}
        <Icon name="external" size="sm" />
        <VisuallyHidden> {messages.opensInNewWindow}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor as={RouterLink} ref={ref} to={to} data-tone={tone} {...rest}>
      {children}
    </Anchor>
  );
});
