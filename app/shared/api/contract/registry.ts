/**
 * Every endpoint of the contract by area: the contract test walks this list, and it is the one
 * place that says which paths exist (spec learner.md §7 gives them; backoffice paths are chosen here).
 */
import { accountEndpoints } from './account';
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
} satisfies Record<string, Record<string, AnyEndpoint>>;

export function allEndpoints(): AnyEndpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);
}
