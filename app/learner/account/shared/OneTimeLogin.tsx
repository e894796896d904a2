/**
 * A page that logs in once from what its URL carries (a social code, an SSO credential, a QR
 * token): it exchanges it exactly once (a query, so React's double effects and re-renders never
 * spend a one-time secret twice), then stores the session and leaves for the return target; a
 * failure stays on the page with its message and a way back to the login page.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Spinner } from '@ds/components/Spinner';
import { Link } from '@ds/components/TextButton';
import type { TokenPair } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { useFinishLogin } from './useFinishLogin';
import { InNativeAppLogin, useLoginOwnedByApp } from './InNativeAppLogin';

export interface OneTimeLoginProps {
  title: string;
  pendingLabel: string;
  failedTitle: string;
  /** Identifies this exchange (includes the secret), so it runs once per secret. */
  exchangeKey: readonly unknown[];
  /** Null when the URL lacks what the exchange needs: shown as `missingMessage`. */
  exchange: (() => Promise<TokenPair>) | null;
  missingMessage: string;
  target: string;
  describeError: (error: unknown) => string;
}

export function OneTimeLogin({
  title,
  pendingLabel,
  failedTitle,
  exchangeKey,
  exchange,
  missingMessage,
  target,
  describeError,
}: OneTimeLoginProps) {
  const finishLogin = useFinishLogin();
  const ownedByApp = useLoginOwnedByApp();
  const result = useQuery({
    queryKey: exchangeKey,
    // Not an endpoint read, and deliberately without react-query's abort signal: a secret the
    // server has already spent cannot be exchanged again after a cancelled (StrictMode) attempt.
    queryFn: () => (exchange ? exchange() : Promise.reject(new Error(missingMessage))),
    // Inside the app the pair could not be stored: the one-time secret is not spent for nothing.
    enabled: exchange !== null && !ownedByApp,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (result.data) finishLogin(result.data, target);
  }, [result.data, finishLogin, target]);

  if (ownedByApp) return <InNativeAppLogin />;
  const error = exchange === null ? missingMessage : result.isError ? describeError(result.error) : null;
  return (
    <AuthPanel title={title}>
      {error === null ? (
        <Spinner label={pendingLabel} showLabel />
      ) : (
        <Stack gap={4}>
          <ErrorState title={failedTitle} description={error} headingLevel={2} />
          <Link to="/app/login">{copy.account.backToLogin}</Link>
        </Stack>
      )}
    </AuthPanel>
  );
}
