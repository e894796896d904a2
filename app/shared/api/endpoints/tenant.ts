/**
 * Tenant area calls for the app, typed through the contract, their query options and react-query
 * keys.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { Preferences } from '@app/shared/api/contract/tenant';
import { preferences } from '@app/shared/api/routes/tenant';

export const tenantKeys = {
  all: ['tenant'] as const,
  preferences: () => [...tenantKeys.all, 'preferences'] as const,
};

export function getPreferences(options?: RequestOptions): Promise<Preferences> {
  return api.request(preferences, {}, options);
}

export function preferencesQuery() {
  return queryOptions({
    queryKey: tenantKeys.preferences(),
    queryFn: ({ signal }) => getPreferences({ signal }),
  });
}
