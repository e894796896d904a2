/**
 * The gate of every signed-in back-office route. No session: a session started elsewhere is
 * picked up through the legacy session cookie call (backoffice.md §7 Account) once, else the
 * back-office login, which brings the person back here after. A session: who the person is
 * (operator permissions, master profile); an account that is neither gets the permission page;
 * a failure of that call keeps the top bar with logout and offers to ask again (AdminFrameFailure);
 * everyone else gets the shell with the routed screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@ds/components/Spinner';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { adminAccountKeys, fetchLegacySession } from '../api/adminAccount';
import { PermissionPage } from '../access/PermissionPage';
import { hasNoAccess } from '../access/person';
import { BackofficePersonContext } from '../access/personContext';
import { useBackofficePerson } from '../access/useBackofficePerson';
import { UndoProvider } from '../kit/undo/UndoProvider';
import { JobCentreButton, JobCentreProvider } from '../kit/jobs/JobCentre';
import { AdminFrameFailure } from './AdminFrameFailure';
import { AdminLayout } from './AdminLayout';

function Waiting({ label }: { label: string }) {
  return (
    <main id="main">
      <Spinner label={label} showLabel />
    </main>
  );
}

function LegacySessionOrLogin() {
  const session = useSession();
  const location = useLocation();
  const legacy = useQuery({
    queryKey: [...adminAccountKeys.all, 'legacySession'],
    queryFn: ({ signal }) => fetchLegacySession({ signal }),
    // Asked once per visit: a 401 means "no session elsewhere", and tokens are used only once.
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  const pair = legacy.data;
  useEffect(() => {
    if (pair) session.setTokens(pair);
  }, [pair, session]);
  if (legacy.isError) return <Navigate to={loginPathFor(location)} replace />;
  return <Waiting label={copy.backoffice.legacySessionChecking} />;
}

function SignedInFrame({ children }: { children?: ReactNode }) {
  const state = useBackofficePerson();
  if (state.status === 'pending') return <Waiting label={copy.backoffice.loadingAccess} />;
  if (state.status === 'error') return <AdminFrameFailure retry={state.retry} retrying={state.retrying} />;
  if (hasNoAccess(state.person)) {
    return (
      <main id="main">
        <PermissionPage kind="noAccess" />
      </main>
    );
  }
  return (
    <BackofficePersonContext value={state.person}>
      <JobCentreProvider>
        <UndoProvider>
          <AdminLayout jobCentre={<JobCentreButton />}>{children}</AdminLayout>
        </UndoProvider>
      </JobCentreProvider>
    </BackofficePersonContext>
  );
}

export function AdminFrame({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'uninitialised') return <Waiting label={copy.common.loading} />;
  if (!session.isAuthenticated) return <LegacySessionOrLogin />;
  return <SignedInFrame>{children}</SignedInFrame>;
}
