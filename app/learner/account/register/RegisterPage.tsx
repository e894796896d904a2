/**
 * `/app/register`: the register form in the tenant's variant (email or login id, from the login
 * preferences) with the tenant's extra fields (`GET /setting/register`).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorState } from '@ds/components/ErrorState';
import { Spinner } from '@ds/components/Spinner';
import { registerSettingQuery } from '@app/shared/api/endpoints/account';
import { preferencesQuery } from '@app/shared/api/endpoints/tenant';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { RegisterForm } from './RegisterForm';
import { InNativeAppLogin, useLoginOwnedByApp } from '../shared/InNativeAppLogin';

export function RegisterPage() {
  const session = useSession();
  const preferences = useQuery(preferencesQuery());
  const setting = useQuery(registerSettingQuery());
  // Registering logs in: only someone who arrived logged in is sent away, not the new learner.
  const [arrivedLoggedIn] = useState(session.isAuthenticated);
  const ownedByApp = useLoginOwnedByApp();
  if (arrivedLoggedIn) return <Navigate to="/" replace />;
  // Registering ends in setTokens, which the app's bridge refuses: the app registers, not the page.
  if (ownedByApp) return <InNativeAppLogin />;

  return (
    <AuthPanel title={copy.account.registerTitle}>
      {preferences.isPending || setting.isPending ? (
        <Spinner label={copy.account.registerSettingLoading} showLabel />
      ) : setting.isError ? (
        <ErrorState description={copy.common.serverError} onRetry={() => void setting.refetch()} retryLabel={copy.common.retry} />
      ) : (
        <RegisterForm
          variant={preferences.data?.login.basicLoginIdentifier ?? 'EMAIL'}
          fields={setting.data.info}
        />
      )}
    </AuthPanel>
  );
}
