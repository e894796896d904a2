/**
 * Tenant area calls for the app, typed through the contract, and their react-query keys.
 */
import { api } from '@app/shared/api/client/api';
import type { Preferences } from '@app/shared/api/contract/tenant';
import { preferences } from '@app/shared/api/routes/tenant';

export const tenantKeys = {
  all: ['tenant'] as const,
  preferences: () => [...tenantKeys.all, 'preferences'] as const,
};

export function getPreferences(): Promise<Preferences> {
  return api.request(preferences, {});
}
