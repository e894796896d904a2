/**
 * The native player app's bridge (learner.md §7 "Native bridge functions": getAccessToken,
 * refreshAccessToken, fileDownload(name, url)). Inside the app, the native side installs one
 * object on `window` under this name; its functions may answer directly or with a promise.
 * Outside the app the object is absent and the browser token session is used.
 */
export interface KlassPlayerBridge {
  /** The current access token, or null when the app has none. */
  getAccessToken(): string | null | Promise<string | null>;
  /** Refreshes the token on the native side and answers the new one (null when it failed). */
  refreshAccessToken(): string | null | Promise<string | null>;
  /** Hands a file to the native download manager (a web download does not work inside the app). */
  fileDownload(name: string, url: string): void;
}

export const NATIVE_BRIDGE_GLOBAL = 'KlassPlayerBridge';

declare global {
  interface Window {
    KlassPlayerBridge?: KlassPlayerBridge;
  }
}

/** Developer-facing refusal: in the app the page can neither set nor clear the token (§4, §6). */
export const BRIDGE_OWNS_TOKENS =
  'The native player app owns the token: the page can neither set nor clear it.';

function isBridge(value: unknown): value is KlassPlayerBridge {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.getAccessToken === 'function' &&
    typeof candidate.refreshAccessToken === 'function' &&
    typeof candidate.fileDownload === 'function'
  );
}

/** The bridge installed on `scope` (default `window`), or null outside the native app. */
export function findNativeBridge(
  scope: object | undefined = globalThis.window,
): KlassPlayerBridge | null {
  if (!scope) return null;
  const value: unknown = Reflect.get(scope, NATIVE_BRIDGE_GLOBAL);
  return isBridge(value) ? value : null;
}
