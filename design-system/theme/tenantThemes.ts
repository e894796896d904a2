/**
 * The tenant themes offered in Storybook's toolbar (and usable by the app's dev panel): the default
 * look plus tenants with a light, a dark and a mid-tone primary colour and other fonts, so every
 * component is reviewed under themes that stress contrast.
 */
import type { TenantTheme } from './tenantTheme';

export interface NamedTenantTheme {
  /** Korean label shown in the toolbar. */
  title: string;
  theme: TenantTheme;
}

export const tenantThemes = {
  default: { title: '기본', theme: {} },
  ocean: { title: '바다 (청록 · 명조)', theme: { primaryColor: '#0b7285', fontFamily: 'Noto Serif CJK KR' } },
  sunshine: { title: '햇살 (밝은 노랑)', theme: { primaryColor: '#ffe066', fontFamily: 'Noto Sans CJK KR' } },
  midnight: { title: '자정 (짙은 남색)', theme: { primaryColor: '#1b1b3a', fontFamily: 'Nanum Gothic' } },
} as const satisfies Record<string, NamedTenantTheme>;

export type TenantThemeName = keyof typeof tenantThemes;

export function isTenantThemeName(name: unknown): name is TenantThemeName {
  return typeof name === 'string' && Object.hasOwn(tenantThemes, name);
}
