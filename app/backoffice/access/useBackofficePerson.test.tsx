/**
 * Who the back-office person is, asked the way the frame asks it (issue 26: "no operator or master
 * screen makes a call the mock refuses"). The session's own access token says which side it is on,
 * so a master asks only master/me and anyone else only the permissions call. The server here
 * answers as the mock does: each call to its own side, 403 `auth.permission.denied` to the other.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configureApi } from '@app/shared/api/client/api';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import type { MasterProfile, OperatorAccess } from '@app/shared/api/contract/adminAccount';
import { masterMe, permissions } from '@app/shared/api/contract/adminAccount';
import { errorCodes } from '@app/shared/api/contract/errors';
import { MASTER_ROLE, operatorPermissions } from '@app/shared/api/contract/permissions';
import { SessionProvider } from '@app/shared/session/react';
import { startSession } from '@app/shared/session/startSession';
import { accessTokenExpiringAt } from '@app/shared/session/testing';
import { useBackofficePerson } from './useBackofficePerson';

const profile: MasterProfile = { masterId: '101', accountKey: 'acc-manager', displayName: '박운영', title: '클래스 운영 매니저' };
const grant: OperatorAccess = { accountKey: 'acc-operator', permissions: [...operatorPermissions] };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const denied = json(errorCodes.permissionDenied.status, {
  status: errorCodes.permissionDenied.status,
  code: errorCodes.permissionDenied.code,
  message: '이 메뉴를 사용할 권한이 없습니다.',
  data: { required: 'MASTER' },
});

/** Renders the hook for a session whose token names `roles`, until it has decided; answers what was asked. */
async function decide(roles: readonly string[]) {
  const isMasterOnServer = roles.includes(MASTER_ROLE);
  const asked: string[] = [];
  const serve = (input: RequestInfo | URL): Promise<Response> => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    asked.push(path);
    if (path === masterMe.path) return Promise.resolve(isMasterOnServer ? json(200, profile) : denied.clone());
    if (path === permissions.path) return Promise.resolve(isMasterOnServer ? denied.clone() : json(200, grant));
    throw new Error(`unexpected call ${path}`);
  };
  const tokens = { accessToken: accessTokenExpiringAt(Date.now() + 3_600_000, roles), refreshToken: 'refresh-1' };
  const { session } = startSession({ baseUrl: 'http://api.test', tokens, bridge: null });
  configureApi(createHttpClient({ baseUrl: 'http://api.test', fetch: serve, getAccessToken: () => session.getAccessToken() }));
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useBackofficePerson(), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  return { state: result.current, asked };
}

describe('who the back-office person is comes from the session', () => {
  it('a master session (the token names MASTER) asks master/me only', async () => {
    const { state, asked } = await decide(['LEARNER', MASTER_ROLE]);
    expect(state).toEqual({ status: 'ready', person: { operator: null, master: profile } });
    expect(asked).toEqual([masterMe.path]);
  });

  it('any other session asks the permissions call only: an operator is answered', async () => {
    const { state, asked } = await decide(['LEARNER']);
    expect(state).toEqual({ status: 'ready', person: { operator: grant, master: null } });
    expect(asked).toEqual([permissions.path]);
  });
});
