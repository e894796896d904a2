/**
 * Tenant area contract over real HTTP: the preferences answer matches its schema for a visitor
 * and a logged-in learner, for every seeded tenant (spec learner.md §3 Preferences), and the
 * status of the site follows the tenant (§4 "Site status").
 */
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@app/shared/api/client/httpClient';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { errorCodes } from '@app/shared/api/contract/errors';
import { preferencesSchema, tenantEndpoints, type Preferences } from '@app/shared/api/contract/tenant';
import { withMockHttpServer } from './harness';

/** The whole tenant area, walked with any client (Node interception or HTTP). */
export async function walkTenantArea(client: HttpClient): Promise<Preferences> {
  return preferencesSchema.parse(await client.request(tenantEndpoints.preferences, {}));
}

const server = withMockHttpServer();

describe('tenant contract over HTTP', () => {
  it('answers the preferences to a visitor (auth optional) within the schema', async () => {
    const preferences = await walkTenantArea(server.client());
    expect(preferences.status).toBe('ACTIVE');
  });

  it('answers the preferences to a logged-in learner within the schema', async () => {
    const { accessToken } = await server.login();
    await expect(walkTenantArea(server.client(accessToken))).resolves.toMatchObject({
      status: 'ACTIVE',
    });
  });

  it.each([
    ['tenant-drop-out', 'DROP_OUT'],
    ['tenant-drop-out-message', 'DROP_OUT'],
    ['tenant-archived', 'ARCHIVED'],
    ['social-and-sso', 'ACTIVE'],
  ] as const)(
    '"Site status": scenario %s serves a tenant with status %s',
    async (scenario, status) => {
      await server.useScenario(scenario);
      const preferences = await walkTenantArea(server.client());
      expect(preferences.status).toBe(status);
    },
  );

  it('rejects an invalid token on the optional call with auth.unauthenticated.header', async () => {
    await server.useScenario('default');
    const response = await fetch(`${server.baseUrl}${tenantEndpoints.preferences.path}`, {
      headers: { Authorization: 'Qube-token not-a-jwt' },
    });
    expect(response.status).toBe(401);
    expect(apiErrorBodySchema.parse(await response.json()).code).toBe(
      errorCodes.unauthenticated.code,
    );
  });
});
