/**
 * `/app/oauth/{kind}/callback?code=&state=`: where the provider sends the learner back. The
 * one-time code is exchanged through `POST /oauth/{kind}/code` with the same `redirectPath` the
 * authorize step named (spec learner.md §7); `state` is the return target, checked again here.
 */
import { useParams, useSearchParams } from 'react-router-dom';
import { loginWithSocialCode } from '@app/api/endpoints/account';
import { copy } from '@app/copy';
import { safeReturnTarget } from '../returnTarget';
import { OneTimeLogin } from '../shared/OneTimeLogin';
import { generalMessage } from '../shared/serverErrors';
import { callbackPath, kindFromSegment } from './socialAuthorize';

export function OAuthCallbackPage() {
  const kind = kindFromSegment(useParams().kind);
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <OneTimeLogin
      title={copy.account.loginTitle}
      pendingLabel={copy.account.socialSigningIn}
      failedTitle={copy.account.socialFailedTitle}
      exchangeKey={['account', 'oauth-code', kind, code]}
      exchange={
        kind && code ? () => loginWithSocialCode(kind, { code, redirectPath: callbackPath(kind) }) : null
      }
      missingMessage={copy.account.socialMissingCode}
      target={safeReturnTarget(params.get('state'), window.location.origin)}
      describeError={generalMessage}
    />
  );
}
