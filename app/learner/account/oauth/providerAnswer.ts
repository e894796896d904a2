/**
 * What the provider put in the callback URL `/app/oauth/{kind}/callback`. The code response
 * (RFC 6749 §4.1.2) comes in the query, `?code=&state=`; the token response (§4.2.2) comes in the
 * fragment, `#access_token=&token_type=bearer&state=`, which a browser never sends to a server —
 * that is why the provider uses it for a token, and why the page reads it itself.
 */
export type ProviderCredential =
  | { type: 'token'; accessToken: string }
  | { type: 'code'; code: string };

export interface ProviderAnswer {
  /** What to exchange for our token pair; null when the URL carries neither (or an empty one). */
  credential: ProviderCredential | null;
  /** The return target as the provider handed it back, not yet checked. */
  state: string | null;
  /** The fragment holds an access token, so the address bar must be cleared of it. */
  tokenInFragment: boolean;
}

function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/**
 * `search` and `hash` as `location` has them. A token in the fragment wins over a code in the
 * query (a provider answers one or the other; the fragment is where the token response lands).
 */
export function readProviderAnswer(search: string, hash: string): ProviderAnswer {
  const query = new URLSearchParams(search);
  const fragment = fragmentParams(hash);
  const accessToken = fragment.get('access_token');
  const code = query.get('code');
  const credential: ProviderCredential | null = accessToken
    ? { type: 'token', accessToken }
    : code
      ? { type: 'code', code }
      : null;
  return {
    credential,
    state: fragment.get('state') ?? query.get('state'),
    tokenInFragment: accessToken !== null,
  };
}
