/**
 * The session's own calls of the account area (spec learner.md §7): refresh, refresh with the
 * MASTER role, logout and the SSO partner's logout URL, with the token pair they answer. Part of the account contract
 * (`accountEndpoints` lists them); kept in their own module because the session runs on every
 * page, so its start-up code must not carry the whole account contract (issue 9 budget).
 */
import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const tokenPairSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const roleObjectSchema = z.object({
  role: z.literal('MASTER'),
  /** Sent as a string (spec learner.md §7). */
  roleId: z.string().check(z.minLength(1)),
});
export type RoleObject = z.infer<typeof roleObjectSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(1)) });
export const addRoleRequestSchema = z.extend(refreshRequestSchema, { role: roleObjectSchema });

const base = '/rest/account';

export const logout = defineEndpoint({
  id: 'account.logout',
  method: 'PUT',
  path: `${base}/logout`,
  auth: 'required',
  response: z.null(),
  summary: 'End the session: its refresh tokens can no longer be used (204).',
});

export const ssoLogoutAccess = defineEndpoint({
  id: 'account.ssoLogoutAccess',
  method: 'GET',
  path: `${base}/sso/logout/access`,
  auth: 'required',
  response: z.object({ logoutUrl: z.url() }),
  summary: "The SSO partner's logout URL; the app then GETs it without credentials.",
});

export const refresh = defineEndpoint({
  id: 'account.refresh',
  method: 'POST',
  path: `${base}/refresh`,
  auth: 'none',
  body: refreshRequestSchema,
  response: tokenPairSchema,
  summary: 'Exchange a refresh token for a new pair; the used refresh token is spent.',
});

export const refreshAddRole = defineEndpoint({
  id: 'account.refreshAddRole',
  method: 'POST',
  path: `${base}/refresh/add-role`,
  auth: 'none',
  body: addRoleRequestSchema,
  response: tokenPairSchema,
  summary: 'Exchange a refresh token for a pair that also carries the MASTER role.',
});

/** Every endpoint of the area, for the registry, the mock and the contract test. */
export const sessionEndpoints = {
  logout,
  ssoLogoutAccess,
  refresh,
  refreshAddRole,
};
