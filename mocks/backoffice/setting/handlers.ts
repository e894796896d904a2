/**
 * Back-office setting handlers (`/rest/setting/admin/tenant`): the site organization info. It is
 * the serving tenant's corporation, so a save shows on the learner site's footer and closed page
 * from the next preferences read (one mock world). The area has no collections or seed of its
 * own: what it reads and writes is the tenant area's record.
 */
import { adminSettingEndpoints } from '@app/shared/api/contract/adminSetting';
import type { HttpHandler } from 'msw';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import { findTenant, servingPreferences } from '@mocks/tenant/handlers';
import { recordChange } from '../history/record';

export const adminSettingHandlers = {
  organization: handle(adminSettingEndpoints.organization, () => servingPreferences().corporation),

  updateOrganization: handle(adminSettingEndpoints.updateOrganization, async ({ body, auth }) => {
    const tenant = findTenant(settings.tenantId);
    if (!tenant) throw new MockError('notFound', '알 수 없는 사이트예요.');
    const before = { ...tenant.corporation };
    await db.tenants.update((q) => q.where({ tenantId: settings.tenantId }), {
      data(draft) {
        draft.corporation = { ...body };
      },
    });
    await recordChange({
      actor: auth,
      recordType: 'ORGANIZATION',
      recordKey: tenant.tenantId,
      recordLabel: body.serviceName,
      action: 'UPDATE',
      before,
      after: body,
    });
    return servingPreferences().corporation;
  }),
} satisfies Record<keyof typeof adminSettingEndpoints, HttpHandler>;
