/**
 * `/app/login/manager` (spec learner.md §2, §6): a manager logs in, then picks one of the recent
 * master authorities (fetched 50 at a time); the pick adds the MASTER role to the session through
 * the add-role refresh and opens the back-office, where masters work (backoffice.md §1, §6). An
 * account without any authority is told so.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Spinner } from '@ds/components/Spinner';
import { accountKeys, fetchMasterAuthorities } from '@app/shared/api/endpoints/account';
import {
  loadMasterAuthorities,
  MASTER_AUTHORITY_NOT_FOUND,
  RECENT_AUTHORITIES_SIZE,
} from '@app/shared/auth/masterAuthorities';
import { copy } from '@app/shared/copy';
import { BACKOFFICE_ROOT } from '@app/shared/routing/sides';
import { useSession } from '@app/shared/session/react';
import { LoginForm } from '@app/shared/account/LoginForm';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { generalMessage } from '@app/shared/account/serverErrors';
import { InNativeAppLogin, useLoginOwnedByApp } from '../shared/InNativeAppLogin';

/**
 * The recent authorities under the "at least one" rule, on the endpoint's key. The rule stays
 * apart from the transport (app/shared/auth), so it wraps the fetcher here, not in account.ts.
 */
function recentAuthoritiesQuery() {
  return queryOptions({
    queryKey: accountKeys.masterAuthorities(RECENT_AUTHORITIES_SIZE),
    queryFn: ({ signal }) =>
      loadMasterAuthorities(({ size }) => fetchMasterAuthorities(size, { signal })),
  });
}

function AuthorityPicker() {
  const session = useSession();
  const navigate = useNavigate();
  const authorities = useQuery({ ...recentAuthoritiesQuery(), retry: false });
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const addRole = useMutation({
    mutationFn: (masterId: string) => session.addRole(masterId),
    onSuccess: () => navigate(BACKOFFICE_ROOT, { replace: true }),
  });

  if (authorities.isPending) return <Spinner label={copy.common.loading} showLabel />;
  if (authorities.isError) {
    const none = authorities.error instanceof Error && authorities.error.message === MASTER_AUTHORITY_NOT_FOUND;
    return none ? (
      <EmptyState role="alert" title={copy.account.managerNoAuthority} description={copy.account.managerNoAuthorityBody} />
    ) : (
      <ErrorState
        description={generalMessage(authorities.error)}
        onRetry={() => void authorities.refetch()}
        retryLabel={copy.common.retry}
      />
    );
  }
  const choice = picked ?? authorities.data[0]?.masterId;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) addRole.mutate(choice);
      }}
    >
      <Stack gap={4}>
        {addRole.isError ? <Alert tone="danger">{generalMessage(addRole.error)}</Alert> : null}
        <RadioGroup
          label={copy.account.managerPickTitle}
          value={choice}
          onChange={setPicked}
          options={authorities.data.map((authority) => ({
            value: authority.masterId,
            label: `${authority.title} · ${copy.account.managerAuthorityFeatures(authority.features)}`,
          }))}
        />
        <Button type="submit" size="lg" fullWidth loading={addRole.isPending}>
          {copy.account.managerPickSubmit}
        </Button>
      </Stack>
    </form>
  );
}

export function ManagerLoginPage() {
  const session = useSession();
  // Both steps change the tokens (setTokens, then the add-role refresh), which the app's bridge
  // refuses: even a learner already logged in by the app cannot become a manager here.
  const ownedByApp = useLoginOwnedByApp();
  if (ownedByApp) return <InNativeAppLogin />;
  return (
    <AuthPanel title={copy.account.managerTitle}>
      {session.isAuthenticated ? <AuthorityPicker /> : <LoginForm onLoggedIn={session.setTokens} />}
    </AuthPanel>
  );
}
