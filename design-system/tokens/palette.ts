/**
 * Raw colour palette. Components never use these directly: they read the semantic CSS variables
 * of `vars.ts`, which the ThemeProvider fills from the palette and the tenant's theme.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray50: '#f8f9fa',
  gray100: '#f1f3f5',
  gray200: '#e9ecef',
  gray300: '#dee2e6',
  gray400: '#ced4da',
  gray500: '#868e96',
  gray600: '#5c636a',
  gray700: '#495057',
  gray800: '#343a40',
  gray900: '#1d2125',
  blue50: '#e7f0ff',
  blue600: '#2a5bd7',
  blue700: '#1f47ad',
  red50: '#fdecec',
  red600: '#c92a2a',
  red700: '#a51e1e',
  orange50: '#fff4e6',
  orange700: '#a85300',
  green50: '#ebfbee',
  green700: '#2b7a3b',
  teal50: '#e6fcf5',
  teal700: '#0b7285',
} as const;
export type PaletteColor = keyof typeof palette;
