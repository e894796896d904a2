/**
 * Where a KAKAO or NAVER button leads (spec learner.md §7 `/oauth/{kind}/code` with
 * `redirectPath`). With a provider configured in the deploy-time /runtime-config.js —
 * `window.__KLASS_CONFIG__.oauth = { KAKAO: { authorizeUrl, clientId }, … }` — the button opens the
 * provider's own authorize page, which redirects back to our callback with a one-time `code`.
 * Without one (npm start, the e2e build against the mock server) it opens the mock provider's
 * consent page of this app, so no code change is needed to switch between the two.
 */
import { z } from 'zod/mini';
import type { SocialKind } from '@app/api/contract/account';

const providerSchema = z.object({
  authorizeUrl: z.url(),
  clientId: z.string().check(z.minLength(1)),
});
const runtimeOAuthSchema = z.object({
  oauth: z.optional(
    z.object({ KAKAO: z.optional(providerSchema), NAVER: z.optional(providerSchema) }),
  ),
});
export type OAuthProviders = NonNullable<z.infer<typeof runtimeOAuthSchema>['oauth']>;

/** The providers of the runtime configuration; a malformed entry counts as not configured. */
export function configuredProviders(config: unknown = globalThis.window?.__KLASS_CONFIG__): OAuthProviders {
  const parsed = runtimeOAuthSchema.safeParse(config ?? {});
  return parsed.success ? (parsed.data.oauth ?? {}) : {};
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

/**
 * The URL of the provider's authorize step. `returnTarget` (an already checked path) travels as
 * `state` and is checked again on the way back.
 */
export function socialAuthorizeUrl(
  kind: SocialKind,
  returnTarget: string,
  origin: string,
  providers: OAuthProviders = configuredProviders(),
): string {
  const provider = providers[kind];
  const redirectPath = callbackPath(kind);
  if (provider) {
    const url = new URL(provider.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', `${origin}${redirectPath}`);
    url.searchParams.set('state', returnTarget);
    return url.toString();
  }
  const query = new URLSearchParams({ redirectPath, state: returnTarget });
  return `/app/oauth/${kindSegment(kind)}/consent?${query.toString()}`;
}
