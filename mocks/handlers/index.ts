/**
 * Every handler of the mock, in named groups per API area so a story or test can override one.
 */
import type { HttpHandler } from 'msw';
import { accountHandlers } from '@mocks/account/handlers';
import { adminAccountHandlers } from '@mocks/backoffice/account/handlers';
import { adminSettingHandlers } from '@mocks/backoffice/setting/handlers';
import { adminFileHandlers, fileStorageHandlers } from '@mocks/backoffice/files';
import { adminJobHandlers } from '@mocks/backoffice/jobs/handlers';
import { adminHistoryHandlers } from '@mocks/backoffice/history/handlers';
import { adminMemberHandlers } from '@mocks/backoffice/members/handlers';
import { adminOrderHandlers } from '@mocks/backoffice/orders/handlers';
import { adminShippingHandlers } from '@mocks/backoffice/shipping/handlers';
import { adminMemberListHandlers } from '@mocks/backoffice/members/listHandlers';
import { adminMemberDetailHandlers } from '@mocks/backoffice/memberDetail/handlers';
import { adminMemberRegisterHandlers } from '@mocks/backoffice/memberRegister/handlers';
import { communityHandlers } from '@mocks/community/handlers';
import { documentHandlers } from '@mocks/document/handlers';
import { inventoryHandlers } from '@mocks/inventory/handlers';
import { ssoHandlers } from '@mocks/sso/handlers';
import { tenantHandlers } from '@mocks/tenant/handlers';

export const handlerGroups = {
  account: accountHandlers,
  sso: ssoHandlers,
  tenant: tenantHandlers,
  inventory: inventoryHandlers,
  community: communityHandlers,
  document: documentHandlers,
  adminAccount: adminAccountHandlers,
  adminSetting: adminSettingHandlers,
  adminFile: adminFileHandlers,
  fileStorage: fileStorageHandlers,
  adminJob: adminJobHandlers,
  adminHistory: adminHistoryHandlers,
  adminMember: adminMemberHandlers,
  adminOrder: adminOrderHandlers,
  adminShipping: adminShippingHandlers,
  adminMemberList: adminMemberListHandlers,
  adminMemberDetail: adminMemberDetailHandlers,
  adminMemberRegister: adminMemberRegisterHandlers,
} satisfies Record<string, Record<string, HttpHandler>>;

export type HandlerGroupName = keyof typeof handlerGroups;

export function allHandlers(): HttpHandler[] {
  return Object.values(handlerGroups).flatMap((group) => Object.values(group));
}
