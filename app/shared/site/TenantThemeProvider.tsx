/**
 * Applies the tenant's theme colour and font from the preferences once they are loaded (spec
 * learner.md §3 Preferences: theme, font); the default look shows until then.
 */
import type { ReactNode } from 'react';
import { ThemeProvider, type TenantTheme } from '@ds/theme/ThemeProvider';
import type { Preferences } from '@app/shared/api/contract/tenant';
import { usePreferences } from './usePreferences';

export function tenantTheme(preferences: Pick<Preferences, 'theme' | 'font'> | undefined): TenantTheme | undefined {
  if (!preferences) return undefined;
  return { primaryColor: preferences.theme.primaryColor, fontFamily: preferences.font ?? undefined };
}

export function TenantThemeProvider({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  return <ThemeProvider theme={tenantTheme(preferences.data)}>{children}</ThemeProvider>;
}
