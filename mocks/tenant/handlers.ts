/**
 * Tenant area handlers (`/rest/tenant`): the serving tenant's preferences, with a scenario's
 * overrides laid over the stored record (so an operator's change and a scenario both show).
 */
import type { HttpHandler } from 'msw';
import { preferencesSchema, tenantEndpoints, type Preferences } from '@app/shared/api/contract/tenant';
import type { TenantRecord } from './collections';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { PreferenceOverrides } from '@scenarios/types';

export function findTenant(tenantId: string): TenantRecord | undefined {
  return db.tenants.findFirst((q) => q.where({ tenantId }));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Overrides replace top-level fields; an object field is merged one level deep. The result is
 * checked against the contract, so a scenario can never make the mock answer off-contract.
 */
export function applyPreferenceOverrides(
  base: Preferences,
  overrides: PreferenceOverrides,
): Preferences {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? { ...current, ...value } : value;
  }
  return preferencesSchema.parse(merged);
}

/** The preferences the serving tenant answers with right now. */
export function servingPreferences(): Preferences {
  const tenant = findTenant(settings.tenantId);
  if (!tenant) throw new MockError('notFound', `알 수 없는 사이트예요: ${settings.tenantId}`);
  const { tenantId: _id, name: _name, ...stored } = tenant;
  return applyPreferenceOverrides(stored, settings.preferenceOverrides);
}

export const tenantHandlers = {
  preferences: handle(tenantEndpoints.preferences, () => servingPreferences()),
} satisfies Record<keyof typeof tenantEndpoints, HttpHandler>;
