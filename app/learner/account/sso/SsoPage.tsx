/**
 * `/app/sso/{method}?credential=&redirectUrl=` (spec learner.md §2, §4 "SSO flow"): the partner
 * sends the learner here with a credential; `runSso` exchanges it with the method's endpoint.
 * "Credential is required" and "Invalid SSO Method" are shown in Korean; `redirectUrl` is
 * honoured only if it points to this site.
 */
import { useParams, useSearchParams } from 'react-router-dom';
import type { TokenPair } from '@app/shared/api/contract/account';
import { runSso, SSO_CREDENTIAL_REQUIRED, SSO_INVALID_METHOD } from '@app/learner/auth/sso';
import { ssoKeys } from '@app/learner/api/sso';
import { copy } from '@app/shared/copy';
import { sameOriginTarget } from '@app/shared/auth/returnTarget';
import { OneTimeLogin } from '../shared/OneTimeLogin';
import { generalMessage } from '@app/shared/account/serverErrors';

/** The query parameter the partner puts its credential in. */
export const SSO_CREDENTIAL_PARAM = 'credential';

export function ssoErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message === SSO_CREDENTIAL_REQUIRED) return copy.account.ssoCredentialRequired;
  if (error instanceof Error && error.message === SSO_INVALID_METHOD) return copy.account.ssoInvalidMethod;
  return generalMessage(error);
}

/** runSso never throws; its error outcome becomes the query's failure. */
async function ssoLogin(method: string, credential: string | null): Promise<TokenPair> {
  const outcome = await runSso(method, credential);
  if (outcome.result) return outcome.result;
  throw outcome.error;
}

export function SsoPage() {
  const method = useParams().method ?? '';
  const [params] = useSearchParams();
  const credential = params.get(SSO_CREDENTIAL_PARAM);
  return (
    <OneTimeLogin
      title={copy.account.ssoTitle}
      pendingLabel={copy.account.ssoSigningIn}
      failedTitle={copy.account.ssoFailedTitle}
      exchangeKey={[...ssoKeys.login(method), credential]}
      exchange={() => ssoLogin(method, credential)}
      missingMessage={copy.account.ssoCredentialRequired}
      target={sameOriginTarget(params.get('redirectUrl'), window.location.origin)}
      describeError={ssoErrorMessage}
    />
  );
}
