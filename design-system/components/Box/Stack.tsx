/**
 * Stack: children in a column or a row with a token gap. `collapseBelow` turns a row into a
 * column under a breakpoint, in CSS (no matchMedia), e.g. buttons side by side on desktop and
 * stacked on a phone.
 */
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { attributeRules, tokenKeys } from '@ds/lib/attributeRules';
import { breakpoints, down, type Breakpoint } from '@ds/tokens/breakpoints';
import { spaceTokens, vars, type SpaceToken } from '@ds/tokens/vars';
import type { LayoutElement } from './Box';

const alignments = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' } as const;
const justifications = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  as?: LayoutElement;
  direction?: 'column' | 'row';
  gap?: SpaceToken;
  align?: keyof typeof alignments;
  justify?: keyof typeof justifications;
  wrap?: boolean;
  /** A row becomes a column below this breakpoint (xs means never). */
  collapseBelow?: Exclude<Breakpoint, 'xs'>;
}

const collapsible = tokenKeys(breakpoints).filter((name): name is Exclude<Breakpoint, 'xs'> => name !== 'xs');
const previous: Record<Exclude<Breakpoint, 'xs'>, Breakpoint> = { sm: 'xs', md: 'sm', lg: 'md', xl: 'lg' };

const Root = styled.div`
  display: flex;
  min-width: 0;
  &[data-direction='column'] { flex-direction: column; }
  &[data-direction='row'] { flex-direction: row; }
  &[data-wrap='true'] { flex-wrap: wrap; }
  ul&, ol& { list-style: none; margin: 0; padding: 0; }
  ${attributeRules('data-gap', tokenKeys(spaceTokens), (k) => `gap: ${vars.space[k]};`)}
  ${attributeRules('data-align', tokenKeys(alignments), (k) => `align-items: ${alignments[k]};`)}
  ${attributeRules('data-justify', tokenKeys(justifications), (k) => `justify-content: ${justifications[k]};`)}
  ${collapsible
    .map((name) => `${down(previous[name])} { &[data-collapse-below='${name}'] { flex-direction: column; align-items: stretch; } }`)
    .join('\n')}
`;

export function Stack({ direction = 'column', gap = 4, align, justify, wrap = false, collapseBelow, ...rest }: StackProps) {
  return (
    <Root
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
      data-collapse-below={collapseBelow}
      {...rest}
    />
  );
}
