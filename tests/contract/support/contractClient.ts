/**
 * What a contract walk needs, whatever serves the API (the Node mock or the real HTTP server):
 * a client for a base URL that validates every answer with its contract schema and records which
 * endpoints were called, a learner login, a master's client, and an assertion for the documented
 * error shape.
 */
import { expect } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { accountEndpoints, type LoginRequest } from '@app/shared/api/contract/account';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@app/shared/api/contract/endpoint';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { errorCodes, type ServerErrorName } from '@app/shared/api/contract/errors';
import { MASTER_ROLE } from '@app/shared/api/contract/permissions';
import { mockClient } from '@tests/mock/client';
import type { MockHttpHarness } from '../harness';

export interface ContractClient {
  /**
   * Calls the endpoint and parses the answer with `endpoint.response`, so drift fails, and
   * checks the answer needed no transform.
   */
  call<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResponse<E>>;
}

export function contractClient(
  baseUrl: string,
  accessToken: string | null,
  called: Set<string>,
): ContractClient {
  const http = mockClient(baseUrl, () => accessToken);
  return {
    async call(endpoint, input) {
      called.add(endpoint.id);
      const answer = await http.request(endpoint, input);
      const parsed = endpoint.response.parse(answer) as EndpointResponse<typeof endpoint>;
      // Production builds read answers as sent (app/shared/api/client/send.ts): the mock must already
      // answer in the contract's output form, defaults filled and types lowercased.
      expect(parsed, `${endpoint.id}: the answer as sent differs from the parsed one`).toEqual(
        answer,
      );
      return parsed;
    },
  };
}

/** Logs in through the real login call and answers the access token. */
export async function loginAccessToken(baseUrl: string, login: LoginRequest): Promise<string> {
  const pair = await mockClient(baseUrl).request(accountEndpoints.login, { body: login });
  return pair.accessToken;
}

/** Asserts the call fails with the catalogue's status and code in the `{status, code, message, data}` shape. */
export async function expectApiError(
  call: Promise<unknown>,
  name: ServerErrorName,
  message?: string,
): Promise<void> {
  const error: unknown = await call.then(
    () => expect.fail(`expected ${errorCodes[name].code}`),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  const body = apiErrorBodySchema.parse(error.toJSON());
  expect(body).toMatchObject({ status: errorCodes[name].status, code: errorCodes[name].code });
  if (message !== undefined) expect(body.message).toBe(message);
}

/** A 400 `request.invalid`'s field issues (`data.issues`), as path → message, for the rule checks. */
export async function fieldIssues(call: Promise<unknown>): Promise<Record<string, string>> {
  const error: unknown = await call.then(() => expect.fail('expected request.invalid'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  expect(error.code).toBe('request.invalid');
  const issues = (error.data?.issues ?? []) as { path: string; message: string }[];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}

/**
 * A contract client signed in as a master: the login, then the add-role refresh with the
 * authority's role id (backoffice.md §4), as the manager login's authority picker does.
 */
export async function masterContractClient(
  server: MockHttpHarness,
  login: LoginRequest,
  roleId: string,
  called: Set<string>,
): Promise<ContractClient> {
  const { refreshToken } = await server.login(login);
  const pair = await server
    .client()
    .request(accountEndpoints.refreshAddRole, { body: { refreshToken, role: { role: MASTER_ROLE, roleId } } });
  return contractClient(server.baseUrl, pair.accessToken, called);
}
