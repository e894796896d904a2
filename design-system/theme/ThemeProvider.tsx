/**
 * Applies the design tokens and a tenant's theme as CSS variables, once, on a wrapping element.
 * Components read the variables, so switching tenant theme restyles everything without
 * re-rendering them.
 */
import type { ReactNode } from 'react';
import { colorTokens, fontTokens, tokenDeclarations } from '@ds/tokens/vars';
import { GlobalStyle } from './GlobalStyle';

export interface TenantTheme {
  /** Brand colour, any CSS hex colour (#rgb or #rrggbb). */
  primaryColor?: string;
  /** Font family name put in front of the Korean-first stack. */
  fontFamily?: string;
}

export interface ThemeProviderProps {
  theme?: TenantTheme;
  children: ReactNode;
}

export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const family = theme?.fontFamily ? `'${theme.fontFamily}', ${fontTokens.family}` : fontTokens.family;
  const colors = theme?.primaryColor
    ? { ...colorTokens, primary: theme.primaryColor, focusRing: theme.primaryColor }
    : colorTokens;
  return (
    <>
      <GlobalStyle $declarations={tokenDeclarations(colors, family)} />
      {children}
    </>
  );
}
