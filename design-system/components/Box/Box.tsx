/**
 * Box: a plain container with token-based padding, background, radius, border and shadow.
 * Every option is a data attribute matched by static rules, so Boxes in long lists cost no
 * per-render styling.
 */
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { attributeRules, tokenKeys } from '@ds/lib/attributeRules';
import { radiusTokens, shadowTokens, spaceTokens, vars, type RadiusToken, type ShadowToken, type SpaceToken } from '@ds/tokens/vars';

export type LayoutElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'ul' | 'ol' | 'li' | 'form' | 'span';

const backgrounds = ['surface', 'surfaceMuted', 'surfaceSunken', 'primarySubtle'] as const;
export type BoxBackground = (typeof backgrounds)[number];

export interface BoxProps extends ComponentPropsWithoutRef<'div'> {
  as?: LayoutElement;
  padding?: SpaceToken;
  /** Horizontal padding; overrides `padding` on the sides. */
  paddingX?: SpaceToken;
  /** Vertical padding; overrides `padding` at the top and bottom. */
  paddingY?: SpaceToken;
  background?: BoxBackground;
  radius?: RadiusToken;
  shadow?: ShadowToken;
  border?: boolean;
}

const space = tokenKeys(spaceTokens);

const Root = styled.div`
  min-width: 0;
  ${attributeRules('data-p', space, (k) => `padding: ${vars.space[k]};`)}
  ${attributeRules('data-px', space, (k) => `padding-inline: ${vars.space[k]};`)}
  ${attributeRules('data-py', space, (k) => `padding-block: ${vars.space[k]};`)}
  ${attributeRules('data-bg', backgrounds, (k) => `background: ${vars.color[k]};`)}
  ${attributeRules('data-radius', tokenKeys(radiusTokens), (k) => `border-radius: ${vars.radius[k]};`)}
  ${attributeRules('data-shadow', tokenKeys(shadowTokens), (k) => `box-shadow: ${vars.shadow[k]};`)}
  &[data-border='true'] { border: 1px solid ${vars.color.border}; }
  ul&, ol& { list-style: none; margin: 0; }
`;

export function Box({ padding, paddingX, paddingY, background, radius, shadow, border, ...rest }: BoxProps) {
  return (
    <Root
      data-p={padding}
      data-px={paddingX}
      data-py={paddingY}
      data-bg={background}
      data-radius={radius}
      data-shadow={shadow}
      data-border={border || undefined}
      {...rest}
    />
  );
}
