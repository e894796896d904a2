/**
 * Semantic design tokens as CSS custom properties. The ThemeProvider writes every variable once
 * (from the defaults below and the tenant's theme); components read `vars.*`, so a tenant's
 * colours restyle the whole product without a React re-render.
 */
// With its extension: Vite's config loader reads these tokens too (scripts/startupHtml.ts).
import { palette } from './palette.ts';

const v = <Name extends string>(name: Name) => `var(--k-${name})` as const;

export const colorTokens = {
  text: palette.gray900,
  textMuted: palette.gray600,
  textInverse: palette.white,
  surface: palette.white,
  /** Dark surface for toasts and tooltips; text on it is `textInverse`. */
  surfaceInverse: palette.gray800,
  surfaceMuted: palette.gray50,
  surfaceSunken: palette.gray100,
  border: palette.gray300,
  borderStrong: palette.gray500,
  primary: palette.blue600,
  primaryHover: palette.blue700,
  onPrimary: palette.white,
  primarySubtle: palette.blue50,
  /** Primary colour used as text on the surface (links, selected tabs); always AA on white. */
  primaryText: palette.blue600,
  danger: palette.red600,
  dangerHover: palette.red700,
  dangerSubtle: palette.red50,
  onDanger: palette.white,
  warning: palette.orange700,
  warningSubtle: palette.orange50,
  success: palette.green700,
  successSubtle: palette.green50,
  info: palette.teal700,
  infoSubtle: palette.teal50,
  focusRing: palette.blue600,
  overlay: 'rgba(29, 33, 37, 0.55)',
} as const;
export type ColorToken = keyof typeof colorTokens;

export const fontTokens = {
  /** Korean-first stack; a tenant font is put in front of it. */
  family:
    "'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif",
  familyMono: "'D2Coding', ui-monospace, 'SFMono-Regular', Menlo, monospace",
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.125rem',
  sizeXl: '1.375rem',
  size2xl: '1.75rem',
  size3xl: '2.25rem',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '700',
  lineHeightTight: '1.3',
  lineHeightNormal: '1.6',
} as const;
export type FontToken = keyof typeof fontTokens;

export const spaceTokens = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;
export type SpaceToken = keyof typeof spaceTokens;

export const radiusTokens = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px' } as const;
export type RadiusToken = keyof typeof radiusTokens;

export const shadowTokens = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
  md: '0 4px 12px rgba(0, 0, 0, 0.12)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
} as const;
export type ShadowToken = keyof typeof shadowTokens;

export const zIndexTokens = {
  base: '0',
  sticky: '100',
  dropdown: '1000',
  drawer: '1100',
  dialog: '1200',
  toast: '1300',
  tooltip: '1400',
} as const;
export type ZIndexToken = keyof typeof zIndexTokens;

/** Durations collapse to 0ms under `prefers-reduced-motion: reduce` (set by GlobalStyle). */
export const motionTokens = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;
export type MotionToken = keyof typeof motionTokens;

/**
 * The page frame's measures. `topBar` is the sticky top bar's height (TopBar): 64 px from md up,
 * `topBarCompact` (56 px) below, where GlobalStyle sets `topBar` to it. The scrolling root keeps
 * that much clear at its top (`scroll-padding-top`), so a field the keyboard reaches is never
 * scrolled under the bar; a column that sticks below the bar starts there.
 */
export const layoutTokens = { topBar: '64px', topBarCompact: '56px' } as const;
export type LayoutToken = keyof typeof layoutTokens;

function mapVars<T extends Record<string | number, string>, P extends string>(tokens: T, prefix: P) {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, v(`${prefix}-${key}`)])) as {
    [K in keyof T]: `var(--k-${P}-${K & (string | number)})`;
  };
}

/** What components read. */
export const vars = {
  color: mapVars(colorTokens, 'color'),
  font: mapVars(fontTokens, 'font'),
  space: mapVars(spaceTokens, 'space'),
  radius: mapVars(radiusTokens, 'radius'),
  shadow: mapVars(shadowTokens, 'shadow'),
  z: mapVars(zIndexTokens, 'z'),
  motion: mapVars(motionTokens, 'motion'),
  layout: mapVars(layoutTokens, 'layout'),
} as const;

/** The declarations `--k-…: value;` for a full token set; used by the ThemeProvider. */
export function tokenDeclarations(colors: Record<ColorToken, string>, fontFamily: string): Record<string, string> {
  const groups: Record<string, Record<string, string>> = {
    color: colors,
    font: { ...fontTokens, family: fontFamily },
    space: spaceTokens,
    radius: radiusTokens,
    shadow: shadowTokens,
    z: zIndexTokens,
    motion: motionTokens,
    layout: layoutTokens,
  };
  return Object.fromEntries(
    Object.entries(groups).flatMap(([group, tokens]) => Object.entries(tokens).map(([k, value]) => [`--k-${group}-${k}`, value])),
  );
}
