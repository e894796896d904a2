/**
 * A surface that groups one thing's content: optional media on top, a heading, body and footer
 * actions. Domain cards (a class ticket, a review) compose it in the app.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** A line under the title (a teacher's name, a period). */
  subtitle?: ReactNode;
  media?: ReactNode;
  footer?: ReactNode;
  /** `article` for a self-contained item in a list; `section` or `div` otherwise. */
  as?: 'article' | 'section' | 'div';
  /** Outlined (default) or raised with a shadow. */
  variant?: 'outlined' | 'raised';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &[data-variant='outlined'] { border: 1px solid ${vars.color.border}; }
  &[data-variant='raised'] { box-shadow: ${vars.shadow.md}; }
`;

const Media = styled.div`
  & > img, & > * { display: block; width: 100%; }
`;

const Body = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: auto;
  padding: 0 ${vars.space[4]} ${vars.space[4]};
`;

export function Card({ title, titleAs = 'h3', subtitle, media, footer, as = 'article', variant = 'outlined', children, ...rest }: CardProps) {
  return (
    <Root as={as} data-variant={variant} {...rest}>
      {media && <Media>{media}</Media>}
      <Body>
        {title && <Title as={titleAs}>{title}</Title>}
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </Body>
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}
