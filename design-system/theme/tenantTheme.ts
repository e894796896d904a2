/**
 * Turns a tenant's theme (primary colour and font from the tenant preferences) into the full set
 * of semantic colours and the font stack. Every colour a text or a focus ring sits on is derived
 * so that WCAG AA holds whatever primary colour the tenant picked.
 */
import { colorTokens, fontTokens, type ColorToken } from '@ds/tokens/vars';
import { palette } from '@ds/tokens/palette';
import { AA_NON_TEXT, AA_TEXT, ensureContrast, isHexColor, mix, readableOn } from './contrast';

export interface TenantTheme {
  /** Brand colour as a hex colour (#rgb or #rrggbb); anything else keeps the default colours. */
  primaryColor?: string;
  /** Font family name put in front of the Korean-first stack. */
  fontFamily?: string;
}

export type ThemeColors = Record<ColorToken, string>;

/** Surfaces that primary-coloured text and focus rings are drawn on. */
const textSurfaces = [colorTokens.surface, colorTokens.surfaceMuted, colorTokens.surfaceSunken] as const;

export function themeColors(theme?: TenantTheme): ThemeColors {
  const primary = theme?.primaryColor?.trim();
  if (!primary || !isHexColor(primary)) return colorTokens;
  const onPrimary = readableOn(primary);
  const primarySubtle = mix(primary, palette.white, 0.88);
  return {
    ...colorTokens,
    primary,
    onPrimary,
    // Hover moves away from the text colour, so the button text only gains contrast.
    primaryHover: mix(primary, onPrimary === palette.white ? palette.black : palette.white, 0.16),
    primarySubtle,
    primaryText: ensureContrast(primary, [...textSurfaces, primarySubtle], AA_TEXT),
    focusRing: ensureContrast(primary, textSurfaces, AA_NON_TEXT),
  };
}

/** The tenant's font in front of the Korean-first stack; characters that could break CSS are dropped. */
export function fontStack(fontFamily?: string): string {
  const name = fontFamily?.replace(/['"`;{}<>\\]/g, '').trim();
  return name ? `'${name}', ${fontTokens.family}` : fontTokens.family;
}
