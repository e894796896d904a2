/**
 * Account area (`/rest/account`, spec learner.md §3 and §7).
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const socialKindSchema = z.enum(['KAKAO', 'NAVER']);
export type SocialKind = z.infer<typeof socialKindSchema>;

export const infoFieldSchema = z.object({
  fieldName: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  conclusion: z.string().nullable(),
  certificationAt: z.string().nullable(),
});
export type InfoField = z.infer<typeof infoFieldSchema>;

export const accountSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Login id; null for accounts that log in by email only. */
  id: z.string().nullable(),
  hasPassword: z.boolean(),
  linkedSocial: z.array(socialKindSchema),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  birthday: z.string().nullable(),
  info: z.array(infoFieldSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginRequestSchema = z.object({
  /** Email or login id. */
  identifier: z.string().trim().min(1),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleObjectSchema = z.object({
  role: z.literal('MASTER'),
  /** Sent as a string (spec learner.md §7). */
  roleId: z.string().min(1),
});
export type RoleObject = z.infer<typeof roleObjectSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1) });
export const addRoleRequestSchema = refreshRequestSchema.extend({ role: roleObjectSchema });

export const accountEndpoints = {
  refresh: defineEndpoint({
    id: 'account.refresh',
    method: 'POST',
    path: '/rest/account/refresh',
    auth: 'none',
    body: refreshRequestSchema,
    response: tokenPairSchema,
    summary: 'Exchange a refresh token for a new pair; the used refresh token is spent.',
  }),
  refreshAddRole: defineEndpoint({
    id: 'account.refreshAddRole',
    method: 'POST',
    path: '/rest/account/refresh/add-role',
    auth: 'none',
    body: addRoleRequestSchema,
    response: tokenPairSchema,
    summary: 'Exchange a refresh token for a pair that also carries the MASTER role.',
  }),
  login: defineEndpoint({
    id: 'account.login',
    method: 'POST',
    path: '/rest/account/login',
    auth: 'none',
    body: loginRequestSchema,
    response: tokenPairSchema,
    summary: 'Log in with email or id and password; answers a token pair.',
  }),
  me: defineEndpoint({
    id: 'account.me',
    method: 'GET',
    path: '/rest/account/me',
    auth: 'required',
    response: accountSchema,
    summary: 'The logged-in account.',
  }),
};
