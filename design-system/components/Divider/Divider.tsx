/**
 * A thin line between groups of content: an <hr> across, or a vertical separator between inline
 * items (a toolbar, a row of links).
 */
import styled from 'styled-components';
import { attributeRules, tokenKeys } from '@ds/lib/attributeRules';
import { spaceTokens, vars, type SpaceToken } from '@ds/tokens/vars';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Space on both sides of the line. */
  spacing?: SpaceToken;
  className?: string;
}

const space = tokenKeys(spaceTokens);

const Line = styled.hr`
  flex-shrink: 0;
  border: 0;
  background: ${vars.color.border};
  &[aria-orientation='vertical'] { width: 1px; align-self: stretch; min-height: 1em; }
  &:not([aria-orientation='vertical']) { height: 1px; width: 100%; }
  ${attributeRules('data-spacing', space, (k) => `margin-block: ${vars.space[k]}; margin-inline: 0;`)}
  &[aria-orientation='vertical'] {
    ${attributeRules('data-spacing', space, (k) => `margin-inline: ${vars.space[k]}; margin-block: 0;`)}
  }
`;

export function Divider({ orientation = 'horizontal', spacing = 4, className }: DividerProps) {
  return orientation === 'vertical' ? (
    <Line as="div" role="separator" aria-orientation="vertical" data-spacing={spacing} className={className} />
  ) : (
    <Line data-spacing={spacing} className={className} />
  );
}
