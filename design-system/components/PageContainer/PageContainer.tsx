/**
 * The page's content column: centred, at most 1196 px wide (learner.md §9), with side padding
 * that grows with the viewport.
 */
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { containerMaxWidth, up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import type { LayoutElement } from '../Box';

export interface PageContainerProps extends ComponentPropsWithoutRef<'div'> {
  as?: LayoutElement;
  /** Vertical padding too, for a page's main area. */
  padded?: boolean;
}

const Root = styled.div`
  width: 100%;
  max-width: ${containerMaxWidth}px;
  margin-inline: auto;
  padding-inline: ${vars.space[4]};
  ${up('md')} { padding-inline: ${vars.space[6]}; }
  &[data-padded='true'] {
    padding-block: ${vars.space[6]};
    ${up('md')} { padding-block: ${vars.space[10]}; }
  }
`;

export function PageContainer({ padded = false, ...rest }: PageContainerProps) {
  return <Root data-padded={padded || undefined} {...rest} />;
}
