/**
 * Where a KAKAO or NAVER button leads (spec learner.md §7 `/oauth/{kind}/code` with
 * `redirectPath`, and `/oauth/{kind}` with the provider's access token). With a provider configured
 * in the deploy-time /runtime-config.js —
 * `window.__KLASS_CONFIG__.oauth = { KAKAO: { authorizeUrl, clientId, responseType? }, … }` — the
 * button opens the provider's own authorize page, which redirects back to our callback with a
 * one-time `?code=` (`responseType: 'code'`, the default) or, for a provider set up for the token
 * response (`responseType: 'token'`), with its access token in the fragment, `#access_token=`
 * (OAuthCallbackPage tells the two apart). The e2e build points them at the mock HTTP server's
 * provider pages, `/__mock/oauth/{kind}/authorize`.
 *
 * Without one, only the in-browser mock (npm start, Storybook) has a provider to offer: its consent
 * page (`app/dev/OAuthConsentPage`), which mints a code in the page's mock database and comes back
 * through the same callback. A build for a real backend without a provider has nowhere to send
 * the learner, so the answer is null and the login page says that login is unavailable (a link
 * to a page the build does not have would be a 404).
 */
import type { SocialKind } from '@app/shared/api/contract/account';
import { safeUrl } from '@app/shared/lib/url/safeUrl';

/** What the provider hands back: a one-time code to exchange, or its access token. */
export type OAuthResponseType = 'code' | 'token';

export interface OAuthProvider {
  authorizeUrl: string;
  clientId: string;
  // Optional rather than defaulted, so an entry written without it (stories, older deploys) still
  // types as a provider; `socialAuthorizeUrl` reads a missing one as 'code'.
  responseType?: OAuthResponseType;
}
export type OAuthProviders = Partial<Record<SocialKind, OAuthProvider>>;

// Checked by hand, not with zod: this runs on the login page, whose first download carries no
// zod (issue 18); three fields do not need a schema library.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A provider entry with only its known fields, or null when one of them is malformed. */
function readProvider(entry: unknown): OAuthProvider | null {
  if (!isRecord(entry)) return null;
  const { authorizeUrl, clientId, responseType } = entry;
  if (!isUrl(authorizeUrl) || typeof clientId !== 'string' || clientId.length === 0) return null;
  if (responseType === undefined) return { authorizeUrl, clientId };
  return responseType === 'code' || responseType === 'token' ? { authorizeUrl, clientId, responseType } : null;
}

const KINDS: readonly SocialKind[] = ['KAKAO', 'NAVER'];

/** The providers of the runtime configuration; a malformed entry counts as not configured. */
export function configuredProviders(config: unknown = globalThis.window?.__KLASS_CONFIG__): OAuthProviders {
  const oauth = isRecord(config) ? config.oauth : undefined;
  if (!isRecord(oauth)) return {};
  const providers: OAuthProviders = {};
  for (const kind of KINDS) {
    if (oauth[kind] === undefined) continue;
    const provider = readProvider(oauth[kind]);
    if (!provider) return {};
    providers[kind] = provider;
  }
  return providers;
}

/** The route segment of a kind: `/app/oauth/kakao/…`. */
export function kindSegment(kind: SocialKind): string {
  return kind.toLowerCase();
}

export function kindFromSegment(segment: string | undefined): SocialKind | null {
  const upper = segment?.toUpperCase();
  return upper === 'KAKAO' || upper === 'NAVER' ? upper : null;
}

/** The path the provider redirects to; the code exchange names the same `redirectPath`. */
export function callbackPath(kind: SocialKind): string {
  return `/app/oauth/${kindSegment(kind)}/callback`;
}

/** The in-browser mock's consent page (registered in mock mode only, app/routes/router.tsx). */
export function consentPath(kind: SocialKind): string {
  return `/app/oauth/${kindSegment(kind)}/consent`;
}

/**
 * The URL of the provider's authorize step, or null when there is none. `returnTarget` (an
 * already checked path) travels as `state` and is checked again on the way back.
 *
 * `inAppConsent`: whether the mock consent page exists — everywhere but a build for a real backend
 * (Storybook and vitest run with no mode set and always have the mock, so the test is "not real"
 * rather than "mock"). Stories pass it to show each case.
 */
export function socialAuthorizeUrl(
  kind: SocialKind,
  returnTarget: string,
  origin: string,
  providers: OAuthProviders = configuredProviders(),
  inAppConsent: boolean = import.meta.env.VITE_API_MODE !== 'real',
): string | null {
  const provider = providers[kind];
  if (provider) {
    // The deploy's provider page, and only a web URL (issue 20): anything else offers no button.
    const authorizeUrl = safeUrl(provider.authorizeUrl, { base: origin });
    if (!authorizeUrl) return null;
    const url = new URL(authorizeUrl);
    const responseType: OAuthResponseType = provider.responseType ?? 'code';
    url.searchParams.set('response_type', responseType);
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', `${origin}${callbackPath(kind)}`);
    url.searchParams.set('state', returnTarget);
    return url.toString();
  }
  if (!inAppConsent) return null;
  return `${consentPath(kind)}?${new URLSearchParams({ state: returnTarget }).toString()}`;
}
