/**
 * The role walk (backoffice.md §6 "Roles and permissions"): every back-office endpoint of the
 * contract — read from the registry, so endpoints added by later areas are walked without editing
 * this file — is called over real HTTP with no token, a learner's token, the limited operator's,
 * the full operator's and a master's. Wherever the endpoint's `access` says that person may not
 * act, the answer must be the documented refusal ({status, code, message, data}, 401 without a
 * token, 403 `auth.permission.denied` otherwise) and carry no data; wherever they may, the call
 * must get past the gate (whatever the dummy input then earns).
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { buildPath, type AnyEndpoint } from '@app/shared/api/contract/endpoint';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { errorCodes } from '@app/shared/api/contract/errors';
import { MASTER_ROLE } from '@app/shared/api/contract/permissions';
import { backofficeEndpoints } from '@app/shared/api/contract/registry';
import { seededLogins } from '@mocks/account/seed';
import { LIMITED_OPERATOR_PERMISSIONS, seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';

const server = withMockHttpServer();

type Role = 'visitor' | 'learner' | 'limitedOperator' | 'fullOperator' | 'master';

/** Whether `role` may call `endpoint`, from its `access` and the seeded grants alone. */
function mayCall(role: Role, endpoint: AnyEndpoint): boolean {
  const access = endpoint.access;
  if (!access) throw new Error(`${endpoint.id} is not a back-office endpoint`);
  if (access.side === 'master') return role === 'master';
  if (role === 'fullOperator') return true;
  if (role === 'limitedOperator') {
    return access.permission === null || LIMITED_OPERATOR_PERMISSIONS.includes(access.permission);
  }
  return false;
}

async function tokenOf(role: Role): Promise<string | null> {
  switch (role) {
    case 'visitor':
      return null;
    case 'learner':
      return (await server.login(seededLogins.learner)).accessToken;
    case 'limitedOperator':
      return (await server.login(seededOperators.limited)).accessToken;
    case 'fullOperator':
      return (await server.login(seededOperators.full)).accessToken;
    case 'master': {
      const { refreshToken } = await server.login(seededLogins.manager);
      const pair = await server.client().request(accountEndpoints.refreshAddRole, {
        body: { refreshToken, role: { role: MASTER_ROLE, roleId: '101' } },
      });
      return pair.accessToken;
    }
  }
}

/** A call with placeholder params and an empty body: only the gate is under test here. */
async function callAs(endpoint: AnyEndpoint, token: string | null): Promise<Response> {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'walk-1']),
  );
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return fetch(`${server.baseUrl}${buildPath(endpoint.path, params)}`, {
    method: endpoint.method,
    headers: {
      Authorization: token ? `Qube-token ${token}` : 'None',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  });
}

const roles: readonly Role[] = ['visitor', 'learner', 'limitedOperator', 'fullOperator', 'master'];
const endpoints = backofficeEndpoints();

describe('back-office role walk (backoffice.md §6)', () => {
  it('finds the back-office endpoints in the contract', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it.each(roles)('%s: refused exactly where the access rule says, with the documented error', async (role) => {
    const token = await tokenOf(role);
    for (const endpoint of endpoints) {
      const response = await callAs(endpoint, token);
      const label = `${role} → ${endpoint.id} (${endpoint.method} ${endpoint.path})`;
      if (mayCall(role, endpoint)) {
        expect([401, 403], `${label} should pass the gate`).not.toContain(response.status);
        continue;
      }
      const body = apiErrorBodySchema.parse(await response.json());
      const expected = role === 'visitor' ? errorCodes.unauthenticated : errorCodes.permissionDenied;
      expect({ status: response.status, code: body.code }, label).toEqual({
        status: expected.status,
        code: expected.code,
      });
      expect(body.status, label).toBe(expected.status);
    }
  });

  it('a refusal names what was missing and carries no data of the area', async () => {
    const token = await tokenOf('limitedOperator');
    const forbidden = endpoints.find(
      (endpoint) => endpoint.access?.side === 'operator' && endpoint.access.permission === 'SITE',
    );
    if (!forbidden) throw new Error('no SITE endpoint in the contract');
    const body = apiErrorBodySchema.parse(await (await callAs(forbidden, token)).json());
    expect(body.data).toEqual({ required: 'SITE' });
  });
});
