/**
 * Back-office setting endpoint functions (backoffice.md §7 Setting): the site organization info,
 * its query options and keys.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminSetting';

export type OrganizationBody = BodyInput<typeof endpoints.updateOrganization>;

export const adminSettingKeys = {
  all: ['adminSetting'] as const,
  organization: () => [...adminSettingKeys.all, 'organization'] as const,
};

export function fetchOrganization(options?: RequestOptions) {
  return api.request(endpoints.organization, {}, options);
}

export function organizationQuery() {
  return queryOptions({
    queryKey: adminSettingKeys.organization(),
    queryFn: ({ signal }) => fetchOrganization({ signal }),
  });
}

export function updateOrganization(body: OrganizationBody) {
  return api.request(endpoints.updateOrganization, { body });
}
