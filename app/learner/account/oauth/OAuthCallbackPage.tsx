/**
 * `/app/oauth/{kind}/callback`: where the provider sends the learner back (spec learner.md §7).
 * A provider on the code response comes back with `?code=&state=`, exchanged through
 * `POST /oauth/{kind}/code` with the same `redirectPath` the authorize step named; one configured
 * for the token response (`responseType: 'token'`, socialAuthorize.ts) comes back with
 * `#access_token=&state=`, exchanged through `POST /oauth/{kind}`. `state` is the return target,
 * checked again here either way.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { loginWithSocialCode, loginWithSocialToken } from '@app/shared/api/endpoints/account';
import type { SocialKind, TokenPair } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { safeReturnTarget } from '@app/shared/auth/returnTarget';
import { OneTimeLogin } from '../shared/OneTimeLogin';
import { generalMessage } from '@app/shared/account/serverErrors';
import { readProviderAnswer, type ProviderCredential } from './providerAnswer';
import { callbackPath, kindFromSegment } from './socialAuthorize';

function exchangeFor(kind: SocialKind, credential: ProviderCredential): () => Promise<TokenPair> {
  return credential.type === 'token'
    ? () => loginWithSocialToken(kind, credential.accessToken)
    : () => loginWithSocialCode(kind, { code: credential.code, redirectPath: callbackPath(kind) });
}

export function OAuthCallbackPage() {
  const kind = kindFromSegment(useParams().kind);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, as the page opened: the address bar is cleared of the token just below, and the
  // exchange and return target must not change (or go missing) when it is.
  const [answer] = useState(() => readProviderAnswer(location.search, location.hash));

  // A provider access token left in the URL would stay in the history and the address bar (and
  // be copied with it). Replacing the entry drops the fragment (react-router's replace is
  // history.replaceState, and the router's location follows, unlike a direct call).
  const fragmentToClear = answer.tokenInFragment && location.hash !== '';
  useEffect(() => {
    if (fragmentToClear) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [fragmentToClear, navigate, location.pathname, location.search]);

  const { credential } = answer;
  const secret =
    credential === null ? null : credential.type === 'token' ? credential.accessToken : credential.code;
  return (
    <OneTimeLogin
      title={copy.account.loginTitle}
      pendingLabel={copy.account.socialSigningIn}
      failedTitle={copy.account.socialFailedTitle}
      exchangeKey={['account', `oauth-${credential?.type ?? 'none'}`, kind, secret]}
      exchange={kind && credential ? exchangeFor(kind, credential) : null}
      missingMessage={copy.account.socialMissingCode}
      target={safeReturnTarget(answer.state, window.location.origin)}
      describeError={generalMessage}
    />
  );
}
