/**
 * Every endpoint of the contract by area: the contract test walks this list, and it is the one
 * place that says which paths exist (spec learner.md §7 gives them; backoffice paths are chosen here).
 */
import { accountEndpoints } from './account';
import { adminAccountEndpoints } from './adminAccount';
import { adminFileEndpoints } from './adminFile';
import { adminHistoryEndpoints } from './adminHistory';
import { adminJobEndpoints } from './adminJob';
import { adminMemberEndpoints } from './adminMember';
import { adminOrderEndpoints } from './adminOrder';
import { adminMemberDetailEndpoints } from './adminMemberDetail';
import { adminMemberListEndpoints } from './adminMemberList';
import { adminMemberRegisterEndpoints } from './adminMemberRegister';
import { adminSettingEndpoints } from './adminSetting';
import { adminShippingEndpoints } from './adminShipping';
import { communityEndpoints } from './community';
import { documentEndpoints } from './document';
import type { AnyEndpoint } from './endpoint';
import { inventoryEndpoints } from './inventory';
import { ssoEndpoints } from './sso';
import { tenantEndpoints } from './tenant';

export const contract = {
  account: accountEndpoints,
  sso: ssoEndpoints,
  tenant: tenantEndpoints,
  inventory: inventoryEndpoints,
  community: communityEndpoints,
  document: documentEndpoints,
  adminAccount: adminAccountEndpoints,
  adminFile: adminFileEndpoints,
  adminSetting: adminSettingEndpoints,
  adminHistory: adminHistoryEndpoints,
  adminJob: adminJobEndpoints,
  adminMember: adminMemberEndpoints,
  adminOrder: adminOrderEndpoints,
  adminMemberDetail: adminMemberDetailEndpoints,
  adminMemberList: adminMemberListEndpoints,
  adminShipping: adminShippingEndpoints,
  adminMemberRegister: adminMemberRegisterEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

/** The back-office endpoints: every one that declares who may call it (permissions.ts). */
export function backofficeEndpoints(): AnyEndpoint[] {
  return allEndpoints().filter((endpoint) => endpoint.access !== undefined);
}

export function allEndpoints(): AnyEndpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);
}
