/**
 * The two persistent browser-storage entries that hold the token pair (learner.md §3 "Token
 * pair"). Only the storage-backed session uses them; start-up tokens never touch storage.
 */
import type { TokenPair } from '@app/shared/api/contract/session';

export const TOKEN_STORAGE_KEYS = {
  access: 'klass.accessToken',
  refresh: 'klass.refreshToken',
} as const;

/** The part of the Web Storage API the session uses (localStorage by default, a fake in tests). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What a session holds: a stored pair may be partial (an access token without refresh token). */
export interface HeldTokens {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
}

export const NO_TOKENS: HeldTokens = { accessToken: null, refreshToken: null };

export function isTokenKey(key: string): boolean {
  return key === TOKEN_STORAGE_KEYS.access || key === TOKEN_STORAGE_KEYS.refresh;
}

export function readTokens(storage: TokenStorage): HeldTokens {
  return {
    accessToken: storage.getItem(TOKEN_STORAGE_KEYS.access) || null,
    refreshToken: storage.getItem(TOKEN_STORAGE_KEYS.refresh) || null,
  };
}

export function writeTokens(storage: TokenStorage, pair: TokenPair): void {
  storage.setItem(TOKEN_STORAGE_KEYS.access, pair.accessToken);
  storage.setItem(TOKEN_STORAGE_KEYS.refresh, pair.refreshToken);
}

export function removeTokens(storage: TokenStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEYS.access);
  storage.removeItem(TOKEN_STORAGE_KEYS.refresh);
}

export function sameTokens(a: HeldTokens, b: HeldTokens): boolean {
  return a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;
}
