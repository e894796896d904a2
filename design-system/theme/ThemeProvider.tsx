/**
 * Applies the design tokens and a tenant's theme as CSS variables, once, on :root. Components read
 * the variables, so switching tenant theme restyles everything without re-rendering them.
 */
import { useMemo, type ReactNode } from 'react';
import { tokenDeclarations } from '@ds/tokens/vars';
import { GlobalStyle } from './GlobalStyle';
import { fontStack, themeColors, type TenantTheme } from './tenantTheme';

export type { TenantTheme } from './tenantTheme';

export interface ThemeProviderProps {
  /** The tenant preferences' theme and font; omitted for the default look. */
  theme?: TenantTheme;
  children: ReactNode;
}

export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const primaryColor = theme?.primaryColor;
  const fontFamily = theme?.fontFamily;
  // Keyed on the two values, not the object, so a new preferences object with the same theme
  // does not rewrite the variables.
  const declarations = useMemo(
    () => tokenDeclarations(themeColors({ primaryColor, fontFamily }), fontStack(fontFamily)),
    [primaryColor, fontFamily],
  );
  return (
    <>
      <GlobalStyle $declarations={declarations} />
      {children}
    </>
  );
}
