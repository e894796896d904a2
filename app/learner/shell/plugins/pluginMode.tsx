/**
 * Whether the tenant's plugins (tag manager, support chat, chatbot) load their real scripts
 * ('live') or show a stand-in that says what would load ('standIn'). In mock mode nothing
 * external is fetched; stories pick the stand-in with `<PluginModeProvider mode="standIn">`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { apiMode } from '@app/config';

export type PluginMode = 'live' | 'standIn';

const PluginModeContext = createContext<PluginMode>(apiMode === 'mock' ? 'standIn' : 'live');

export function PluginModeProvider({ mode, children }: { mode: PluginMode; children: ReactNode }) {
  return <PluginModeContext value={mode}>{children}</PluginModeContext>;
}

export function usePluginMode(): PluginMode {
  return useContext(PluginModeContext);
}
