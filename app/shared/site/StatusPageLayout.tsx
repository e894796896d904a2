/**
 * The centred layout shared by the error, service-ended and archived pages: an illustration, a
 * heading, text, then actions or a contact box.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  max-width: 34rem;
  margin: 0 auto;
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;
  ${up('md')} { padding-block: ${vars.space[16]}; }

  > img { width: 160px; height: auto; }
  > h1, > h2 { font-size: ${vars.font.sizeXl}; }
  ${up('md')} { > h1, > h2 { font-size: ${vars.font.size2xl}; } }
  > p { color: ${vars.color.textMuted}; white-space: pre-line; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;

export interface StatusPageLayoutProps {
  image?: { src: string; alt: string };
  title: ReactNode;
  /** h1 when the layout is the page, h2 when it sits inside one. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
}

export function StatusPageLayout({ image, title, headingLevel = 1, children, actions }: StatusPageLayoutProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Root>
      {image && <img src={image.src} alt={image.alt} width={160} height={160} />}
      <Heading>{title}</Heading>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
