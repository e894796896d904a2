/**
 * The token variables on :root, a small reset, Korean line breaking, focus-visible rings, room
 * for the sticky top bar when the focus moves, reduced motion and the print base.
 */
import { createGlobalStyle } from 'styled-components';
import { down } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';

// Below md the top bar is lower (TopBar), and so is the room kept for it. Both shells' top bar
// sticks at the top of the page's scroll: what Tab (or a skip link, or scrollIntoView) brings into
// view stops below it, with a little air, instead of under it (scroll-padding-top).
// Korean breaks between words (eojeol), not inside them; very long tokens still wrap. Keyboard
// focus is always visible; mouse focus is not decorated. Reduced motion means no animation at all,
// not a 0.01 ms one: even that shows its first frame (a dialog or toast at opacity 0) for a frame
// before it ends. (Comments stay out of the template: its text ships in every first route.)
export const GlobalStyle = createGlobalStyle<{ $declarations: Record<string, string> }>`
  :root {
    ${({ $declarations }) =>
      Object.entries($declarations)
        .map(([name, value]) => `${name}: ${value};`)
        .join('\n')}
  }
  ${down('sm')} { :root { --k-layout-topBar: ${vars.layout.topBarCompact}; } }

  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  html { scroll-padding-top: calc(${vars.layout.topBar} + ${vars.space[2]}); }
  body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul { margin: 0; }
  ol[role='list'], ul[role='list'] { list-style: none; padding: 0; }
  img, video, canvas { display: block; max-width: 100%; }
  svg { flex-shrink: 0; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: ${vars.color.primaryText}; }
  [hidden] { display: none !important; }

  body {
    min-height: 100vh;
    font-family: ${vars.font.family};
    font-size: ${vars.font.sizeMd};
    line-height: ${vars.font.lineHeightNormal};
    color: ${vars.color.text};
    background: ${vars.color.surface};
    -webkit-font-smoothing: antialiased;
    word-break: keep-all;
    overflow-wrap: anywhere;
  }

  h1, h2, h3, h4, h5, h6 { line-height: ${vars.font.lineHeightTight}; }

  :focus:not(:focus-visible) { outline: none; }
  :focus-visible { outline: 3px solid ${vars.color.focusRing}; outline-offset: 2px; }

  @media (prefers-reduced-motion: reduce) {
    :root { --k-motion-fast: 0ms; --k-motion-normal: 0ms; --k-motion-slow: 0ms; }
    *, *::before, *::after { animation: none !important; scroll-behavior: auto !important; }
  }

  @media print {
    :root { --k-color-surface: #ffffff; --k-color-text: #000000; }
    body { background: #ffffff; color: #000000; font-size: 11pt; }
    a { color: inherit; text-decoration: underline; }
    [data-print='hide'] { display: none !important; }
    h1, h2, h3 { break-after: avoid; }
    img, tr, figure { break-inside: avoid; }
  }
`;
