/**
 * Back-office account calls (backoffice.md §7 Account, §6): the legacy session cookie, the
 * operator's permissions, the master's profile, the tenant's info-config and the account-key
 * lookup. The spec gives shapes only; the paths are chosen here in the style of the learner ones:
 * operator calls under `/rest/account/admin/tenant`, master calls under `/rest/account/admin/master`.
 *
 * The back-office shares the learner's login, logout, me, display-name, password, withdrawal,
 * certify and refresh calls (account.ts, session.ts): one session, one set of account calls.
 */
import { z } from 'zod/mini';
import { emailSchema, registerFieldSchema } from './account';
import { defineEndpoint } from './endpoint';
import { operatorPermissions } from './permissions';
import { tokenPairSchema } from './session';

const base = '/rest/account';

export const operatorPermissionSchema = z.enum(operatorPermissions);

export const operatorAccessSchema = z.object({
  accountKey: z.string(),
  /** The areas this operator may use; every operator area when it is a full operator. */
  permissions: z.array(operatorPermissionSchema),
});
export type OperatorAccess = z.infer<typeof operatorAccessSchema>;

export const masterProfileSchema = z.object({
  masterId: z.string(),
  accountKey: z.string(),
  displayName: z.string(),
  /** The authority's title, e.g. the teacher's channel name. */
  title: z.string(),
});
export type MasterProfile = z.infer<typeof masterProfileSchema>;

export const infoConfigSchema = z.object({ info: z.array(registerFieldSchema) });
export type InfoConfig = z.infer<typeof infoConfigSchema>;

/**
 * The legacy session cookie call: a page the server rendered (the old back-office) left a
 * session cookie; this exchanges it for a token pair so the person is not asked to log in again.
 * 401 `auth.unauthenticated.header` without a valid cookie. No Authorization: it starts a session.
 */
export const legacySession = defineEndpoint({
  id: 'adminAccount.legacySession',
  method: 'GET',
  path: `${base}/session`,
  auth: 'none',
  response: tokenPairSchema,
  summary: 'Exchange the legacy session cookie for a token pair (401 without one).',
});

export const permissions = defineEndpoint({
  id: 'adminAccount.permissions',
  method: 'GET',
  path: `${base}/admin/tenant/permissions`,
  auth: 'required',
  access: { side: 'operator', permission: null },
  response: operatorAccessSchema,
  summary: "The operator's permissions; 403 auth.permission.denied for anyone who is not an operator.",
});

export const masterMe = defineEndpoint({
  id: 'adminAccount.masterMe',
  method: 'GET',
  path: `${base}/admin/master/me`,
  auth: 'required',
  access: { side: 'master' },
  response: masterProfileSchema,
  summary: "The master's profile; 403 unless the session carries the MASTER role.",
});

export const infoConfig = defineEndpoint({
  id: 'adminAccount.infoConfig',
  method: 'GET',
  path: `${base}/admin/tenant/info-config`,
  auth: 'required',
  access: { side: 'operator', permission: 'MEMBER' },
  response: infoConfigSchema,
  summary: "The tenant's member info fields with their value types (member screens' columns).",
});

export const accountKeyByEmail = defineEndpoint({
  id: 'adminAccount.accountKeyByEmail',
  method: 'GET',
  path: `${base}/admin/tenant/account-key`,
  auth: 'required',
  access: { side: 'operator', permission: 'MEMBER' },
  query: z.object({ email: emailSchema }),
  response: z.object({ accountKey: z.string() }),
  summary: 'The account key of the member with this e-mail; 404 request.not_found when none.',
});

export const adminAccountEndpoints = {
  legacySession,
  permissions,
  masterMe,
  infoConfig,
  accountKeyByEmail,
};
