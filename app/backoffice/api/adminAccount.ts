/**
 * Back-office account endpoint functions (backoffice.md §7 Account), their query options and keys:
 * the operator's permissions, the master's profile, the tenant's info-config, the account-key
 * lookup and the legacy session cookie. Types come only from the contract.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import * as endpoints from '@app/shared/api/routes/adminAccount';

export const adminAccountKeys = {
  all: ['adminAccount'] as const,
  /** Who the signed-in person is to the back-office: cleared with the session's cache. */
  access: () => [...adminAccountKeys.all, 'access'] as const,
  permissions: () => [...adminAccountKeys.access(), 'permissions'] as const,
  masterMe: () => [...adminAccountKeys.access(), 'masterMe'] as const,
  infoConfig: () => [...adminAccountKeys.all, 'infoConfig'] as const,
  accountKey: (email: string) => [...adminAccountKeys.all, 'accountKey', email] as const,
};

export function fetchPermissions(options?: RequestOptions) {
  return api.request(endpoints.permissions, {}, options);
}

export function permissionsQuery() {
  return queryOptions({
    queryKey: adminAccountKeys.permissions(),
    queryFn: ({ signal }) => fetchPermissions({ signal }),
  });
}

export function fetchMasterMe(options?: RequestOptions) {
  return api.request(endpoints.masterMe, {}, options);
}

export function masterMeQuery() {
  return queryOptions({
    queryKey: adminAccountKeys.masterMe(),
    queryFn: ({ signal }) => fetchMasterMe({ signal }),
  });
}

export function fetchInfoConfig(options?: RequestOptions) {
  return api.request(endpoints.infoConfig, {}, options);
}

export function infoConfigQuery() {
  return queryOptions({
    queryKey: adminAccountKeys.infoConfig(),
    queryFn: ({ signal }) => fetchInfoConfig({ signal }),
  });
}

export function fetchAccountKeyByEmail(email: string, options?: RequestOptions) {
  return api.request(endpoints.accountKeyByEmail, { query: { email } }, options);
}

export function accountKeyByEmailQuery(email: string) {
  return queryOptions({
    queryKey: adminAccountKeys.accountKey(email),
    queryFn: ({ signal }) => fetchAccountKeyByEmail(email, { signal }),
  });
}

/**
 * Exchanges a legacy session cookie for a token pair; 401 when there is none. The cookie goes
 * with the call even when the API is on another origin (its CORS must allow credentials).
 */
export function fetchLegacySession(options?: RequestOptions) {
  return api.request(endpoints.legacySession, {}, { ...options, credentials: 'include' });
}
