/**
 * The app's start-up configuration. Deploy-time /runtime-config.js (`window.__KLASS_CONFIG__`)
 * wins over the build-time VITE_API_BASE_URL, so one build can be pointed at another backend
 * without rebuilding; an embedding page may hand the session its tokens through the start-up hook
 * `window.__KLASS_STARTUP__`. Settings only a lazy page needs (the static assets host, the
 * chatbot's script, the OAuth providers) are read by that page's own module, so this one stays in
 * the entry chunk and the first routes carry nothing more.
 */
import type { TokenPair } from '@app/shared/api/contract/session';
import type { EarlyCall } from '@app/shared/api/client/earlyCalls';

export const apiMode: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'mock' ? 'mock' : 'real';

const deployed = typeof window === 'undefined' ? undefined : window.__KLASS_CONFIG__;

export const apiBaseUrl: string = deployed?.apiBaseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Tokens handed over at start-up (learner.md §3, §4: "passed in at start-up, then browser storage
 * is not used"): a page that embeds the app sets `window.__KLASS_STARTUP__ = { tokens: {
 * accessToken, refreshToken } }` before the app's script. Read once and removed from `window`, so
 * no other script of the page finds them there later; anything else than two non-empty strings is
 * ignored (the session then reads storage as usual).
 */
export function takeStartupTokens(scope: Window | undefined = globalThis.window): TokenPair | undefined {
  if (!scope) return undefined;
  const handed = scope.__KLASS_STARTUP__?.tokens;
  delete scope.__KLASS_STARTUP__;
  if (!handed) return undefined;
  const { accessToken, refreshToken } = handed;
  return typeof accessToken === 'string' && accessToken && typeof refreshToken === 'string' && refreshToken
    ? { accessToken, refreshToken }
    : undefined;
}

/**
 * The calls the start-up script (app/early.ts) sent before the entry arrived: read once and
 * removed from `window`, like the start-up tokens.
 */
export function takeEarlyCalls(scope: Window | undefined = globalThis.window): readonly EarlyCall[] {
  if (!scope) return [];
  const early = scope.__KLASS_EARLY__ ?? [];
  delete scope.__KLASS_EARLY__;
  return early;
}
