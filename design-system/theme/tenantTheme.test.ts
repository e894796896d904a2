/**
 * Spec (issue 3): "Colour contrast stays WCAG AA for any primary colour the theme gives" — text on
 * the primary colour, primary-coloured text on the surfaces and on the subtle primary background,
 * and the focus ring (3:1) are checked for a light and a dark primary, and for the default theme.
 */
import { describe, expect, it } from 'vitest';
import { colorTokens } from '@ds/tokens/vars';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { fontStack, themeColors, type ThemeColors } from './tenantTheme';
import { tenantThemes } from './tenantThemes';

function expectAccessible(colors: ThemeColors) {
  expect(contrastRatio(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
  expect(contrastRatio(colors.onPrimary, colors.primaryHover)).toBeGreaterThanOrEqual(AA_TEXT);
  for (const surface of [colors.surface, colors.surfaceMuted, colors.surfaceSunken, colors.primarySubtle]) {
    expect(contrastRatio(colors.primaryText, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  }
  expect(contrastRatio(colors.focusRing, colors.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
}

describe('tenant theme colours stay WCAG AA', () => {
  it('for a light primary (#ffe066): black text on it, darkened primary text', () => {
    const colors = themeColors({ primaryColor: '#ffe066' });
    expect(colors.primary).toBe('#ffe066');
    expect(colors.onPrimary).toBe('#000000');
    expect(colors.primaryText).not.toBe('#ffe066');
    expectAccessible(colors);
  });

  it('for a dark primary (#1b1b3a): white text on it, primary text unchanged', () => {
    const colors = themeColors({ primaryColor: '#1b1b3a' });
    expect(colors.onPrimary).toBe('#ffffff');
    expect(colors.primaryText).toBe('#1b1b3a');
    expectAccessible(colors);
  });

  it('for a mid-tone primary and every theme offered in Storybook', () => {
    expectAccessible(themeColors({ primaryColor: '#00b894' }));
    for (const { theme } of Object.values(tenantThemes)) expectAccessible(themeColors(theme));
  });

  it('for the default tokens, including the status colours on the surface', () => {
    expectAccessible(colorTokens);
    for (const tone of [colorTokens.text, colorTokens.textMuted, colorTokens.danger, colorTokens.warning, colorTokens.success, colorTokens.info]) {
      expect(contrastRatio(tone, colorTokens.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrastRatio(colorTokens.onDanger, colorTokens.danger)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(colorTokens.textInverse, colorTokens.surfaceInverse)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the default colours for a missing or non-hex primary', () => {
    expect(themeColors()).toBe(colorTokens);
    expect(themeColors({ primaryColor: 'blue' })).toBe(colorTokens);
  });
});

describe('tenant font', () => {
  it('puts the tenant font in front of the Korean-first stack and strips CSS-breaking characters', () => {
    expect(fontStack('Noto Serif KR')).toMatch(/^'Noto Serif KR', 'Pretendard'/);
    expect(fontStack("Evil'; } body { x").startsWith("'Evil  body  x', ")).toBe(true);
    expect(fontStack()).not.toMatch(/^''/);
  });
});
