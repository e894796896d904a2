/**
 * The status pages' images (login permission, service ended, archived) come from the static
 * assets host when the deploy names one (learner.md §7; `staticAssetsBaseUrl` in
 * /runtime-config.js), under the same file names; otherwise the copies bundled with the app. Each
 * page imports its own bundled file, so no page carries another page's image.
 */

/** `staticAssetsBaseUrl` of /runtime-config.js, without a trailing slash; unset: undefined. */
function configuredHost(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.__KLASS_CONFIG__?.staticAssetsBaseUrl?.replace(/\/+$/, '') || undefined;
}

export type StaticImageName = 'login-permission.svg' | 'service-ended.svg' | 'archived.svg';

export function staticImageUrl(
  name: StaticImageName,
  bundled: string,
  host: string | undefined = configuredHost(),
): string {
  return host ? `${host}/${name}` : bundled;
}
