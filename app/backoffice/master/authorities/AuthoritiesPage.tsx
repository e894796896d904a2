/**
 * `/admin/master/authorities` (issue 44; learner.md §6 "recent authorities are fetched with a size
 * of 50", backoffice.md §4 "a MASTER role is added to the session by an add-role refresh call with a
 * role id"): the master's recent authorities, the one in use marked, each with its features and
 * permissions in words. Switching to another goes through the add-role refresh: the session's
 * tokens then name that authority, everything read as the old one is read again, and the
 * back-office home opens as the new one — no new login.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { masterAuthoritiesQuery } from '@app/shared/api/endpoints/account';
import { RECENT_AUTHORITIES_SIZE } from '@app/shared/auth/masterAuthorities';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { ADMIN_ROOT, areaById } from '../../access/areas';
import { useBackofficePersonContext } from '../../access/personContext';
import { AdminPage } from '../../shell/AdminPage';

const text = copy.backofficeMaster.authorities;

const List = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  > div { flex: 1 1 16rem; min-width: 0; display: grid; gap: ${vars.space[1]}; }
  > div > h2 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > div > p { margin: 0; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

export function AuthoritiesPage() {
  const person = useBackofficePersonContext();
  const current = person.master?.masterId ?? null;
  const authorities = useQuery(masterAuthoritiesQuery(RECENT_AUTHORITIES_SIZE));
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const switching = useMutation({
    mutationFn: (masterId: string) => session.addRole(masterId),
    onSuccess: async (_, masterId) => {
      // Every answer read as the old authority is another master's now: read them all again.
      await queryClient.invalidateQueries();
      const title = authorities.data?.find((authority) => authority.masterId === masterId)?.title ?? '';
      toast.show({ message: text.switched(title), tone: 'success' });
      await navigate(ADMIN_ROOT);
    },
  });

  return (
    <AdminPage title={text.title} area={areaById('master.authorities')} description={text.intro}>
      {switching.isError && <Alert tone="danger">{text.switchFailed}</Alert>}
      {authorities.isError ? (
        <ErrorState title={text.failed} onRetry={() => void authorities.refetch()} retryLabel={copy.common.retry} />
      ) : !authorities.data ? (
        <Skeleton height="12rem" />
      ) : (
        <List aria-label={text.listLabel}>
          {authorities.data.map((authority) => (
            <Item key={authority.masterId}>
              <div>
                <h2>{authority.title}</h2>
                <p>{copy.account.managerAuthorityFeatures(authority.features)}</p>
                <p>{text.permissions(authority.permissions)}</p>
              </div>
              {authority.masterId === current ? (
                <StatusLabel tone="success">{text.inUse}</StatusLabel>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={text.switchTo(authority.title)}
                  loading={switching.isPending && switching.variables === authority.masterId}
                  onClick={() => switching.mutate(authority.masterId)}
                >
                  {text.switch}
                </Button>
              )}
            </Item>
          ))}
        </List>
      )}
    </AdminPage>
  );
}
