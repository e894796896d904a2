/**
 * Every handler of the mock, in named groups per API area so a story or test can override one.
 */
import type { HttpHandler } from 'msw';
import { accountHandlers } from './account';
import { communityHandlers } from './community';
import { documentHandlers } from './document';
import { inventoryHandlers } from './inventory';
import { ssoHandlers } from './sso';
import { tenantHandlers } from './tenant';

export const handlerGroups = {
  account: accountHandlers,
  sso: ssoHandlers,
  tenant: tenantHandlers,
  inventory: inventoryHandlers,
  community: communityHandlers,
  document: documentHandlers,
} satisfies Record<string, Record<string, HttpHandler>>;

export type HandlerGroupName = keyof typeof handlerGroups;

export function allHandlers(): HttpHandler[] {
  return Object.values(handlerGroups).flatMap((group) => Object.values(group));
}
