/**
 * The `?token=` of an invitation or password-reset link and what the server says it is
 * (`GET` token claim, spec learner.md §7). A refused token is final: no retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { identifierTokenClaimQuery } from '@app/shared/api/endpoints/account';

export function useLinkTokenClaim() {
  const token = useSearchParams()[0].get('token') ?? '';
  const claim = useQuery({
    ...identifierTokenClaimQuery(token),
    enabled: token !== '',
    retry: false,
  });
  return { token, claim };
}
