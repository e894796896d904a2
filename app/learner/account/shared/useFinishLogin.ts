/**
 * After any kind of login (password, social, SSO, QR, register): the token pair goes into the
 * session and the visitor goes to the (already checked) return target.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TokenPair } from '@app/shared/api/contract/account';
import { useSession } from '@app/shared/session/react';

export function useFinishLogin(): (pair: TokenPair, target: string) => void {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    (pair, target) => {
      session.setTokens(pair);
      navigate(target, { replace: true });
    },
    [session, navigate],
  );
}
