/**
 * Grid: equal columns that change per breakpoint (`columns={{ xs: 1, sm: 2, lg: 4 }}`), or as
 * many columns as fit (`minItemWidth`). Column counts travel as CSS custom properties and the
 * media queries are static, so layout is decided by CSS, not by JavaScript measuring the window.
 */
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import styled from 'styled-components';
import { attributeRules, tokenKeys } from '@ds/lib/attributeRules';
import { breakpoints, up, type Breakpoint } from '@ds/tokens/breakpoints';
import { spaceTokens, vars, type SpaceToken } from '@ds/tokens/vars';
import type { LayoutElement } from '../Box';

export type ResponsiveColumns = number | Partial<Record<Breakpoint, number>>;

export interface GridProps extends ComponentPropsWithoutRef<'div'> {
  as?: LayoutElement;
  /** Columns, or columns per breakpoint (a breakpoint without a value keeps the smaller one's). */
  columns?: ResponsiveColumns;
  /** Fit as many columns of at least this width as the row allows (any CSS length); wins over `columns`. */
  minItemWidth?: string;
  gap?: SpaceToken;
}

const order = tokenKeys(breakpoints);

/** Column count per breakpoint as custom properties, each breakpoint inheriting the smaller one's. */
export function columnVariables(columns: ResponsiveColumns): Record<`--k-grid-${Breakpoint}`, number> {
  const perBreakpoint = typeof columns === 'number' ? { xs: columns } : columns;
  let current = 1;
  const entries = order.map((name): [`--k-grid-${Breakpoint}`, number] => {
    current = perBreakpoint[name] ?? current;
    return [`--k-grid-${name}`, current];
  });
  return Object.fromEntries(entries) as Record<`--k-grid-${Breakpoint}`, number>;
}

const Root = styled.div`
  display: grid;
  min-width: 0;
  ul&, ol& { list-style: none; margin: 0; padding: 0; }
  ${attributeRules('data-gap', tokenKeys(spaceTokens), (k) => `gap: ${vars.space[k]};`)}
  &[data-mode='columns'] {
    ${order.map((name) => `${up(name)} { grid-template-columns: repeat(var(--k-grid-${name}), minmax(0, 1fr)); }`).join('\n')}
  }
  &[data-mode='fit'] { grid-template-columns: repeat(auto-fill, minmax(min(var(--k-grid-min), 100%), 1fr)); }
`;

export function Grid({ columns = 1, minItemWidth, gap = 4, style, ...rest }: GridProps) {
  const variables = minItemWidth ? { '--k-grid-min': minItemWidth } : columnVariables(columns);
  return (
    <Root
      data-mode={minItemWidth ? 'fit' : 'columns'}
      data-gap={gap}
      style={{ ...variables, ...style } as CSSProperties}
      {...rest}
    />
  );
}
