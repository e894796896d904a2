/**
 * Reset, Korean line breaking, focus rings and the token variables on :root.
 */
import { createGlobalStyle } from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const GlobalStyle = createGlobalStyle<{ $declarations: Record<string, string> }>`
  :root {
    ${({ $declarations }) =>
      Object.entries($declarations)
        .map(([name, value]) => `${name}: ${value};`)
        .join('\n')}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${vars.font.family};
    font-size: ${vars.font.sizeMd};
    line-height: ${vars.font.lineHeightNormal};
    color: ${vars.color.text};
    background: ${vars.color.surface};
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  :focus-visible { outline: 3px solid ${vars.color.focusRing}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    :root { --k-motion-fast: 0ms; --k-motion-normal: 0ms; --k-motion-slow: 0ms; }
  }
`;
