/**
 * Tenant area: the site preferences of the tenant serving the page (spec learner.md §3
 * Preferences and Corporation, §4 site status and login-method derivation).
 *
 * The spec names the fields but no path or shape; both are chosen here:
 * `GET /rest/tenant/preferences`, public (a visitor's login page needs it), the token sent when
 * there is one. The tenant is the one serving the site (the host, on a real backend).
 */
import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { ssoMethodSchema } from './sso';

/** ACTIVE is the normal state; DROP_OUT shows the service-ended page, ARCHIVED the archived page. */
export const tenantStatusSchema = z.enum(['ACTIVE', 'DROP_OUT', 'ARCHIVED']);
export type TenantStatus = z.infer<typeof tenantStatusSchema>;

export const corporationSchema = z.object({
  serviceName: z.string(),
  /** The service-ended page shows this when present, otherwise the email. */
  supportTel: z.nullable(z.string()),
  email: z.string(),
});
export type Corporation = z.infer<typeof corporationSchema>;

/** Each plugin is null when the tenant does not enable it; its script then never loads. */
export const pluginsSchema = z.object({
  tagManager: z.nullable(z.object({ key: z.string().check(z.minLength(1)) })),
  chat: z.nullable(
    z.object({
      key: z.string().check(z.minLength(1)),
      /** Whether the floating chat button is shown (always hidden in the mobile app). */
      showButton: z.boolean(),
      /** Whether the logged-in member's info is handed to the chat widget. */
      sendMemberInfo: z.boolean(),
    }),
  ),
  chatbot: z.nullable(
    z.object({
      brandKey: z.string().check(z.minLength(1)),
      channelType: z.string().check(z.minLength(1)),
      scenarioId: z.string().check(z.minLength(1)),
    }),
  ),
});
export type TenantPlugins = z.infer<typeof pluginsSchema>;

export const tenantThemeSchema = z.object({
  /** Brand colour, #rgb or #rrggbb (read by the design system's ThemeProvider). */
  primaryColor: z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/)),
  /** Logo shown in the header; null shows the service name as text. */
  logoUrl: z.nullable(z.string()),
});
export type TenantThemePreference = z.infer<typeof tenantThemeSchema>;

export const ssoConfigurationSchema = z.object({
  method: ssoMethodSchema,
  /** The partner's login page the SSO button leads to. */
  loginUrl: z.string(),
  buttonLabel: z.string(),
});
export type SsoConfiguration = z.infer<typeof ssoConfigurationSchema>;

/** Exactly what the login-method derivation of learner.md §4 reads. */
export const loginSettingsSchema = z.object({
  kakaoEnabled: z.boolean(),
  naverEnabled: z.boolean(),
  /** An SSO configuration exists → SSO login is offered. */
  sso: z.nullable(ssoConfigurationSchema),
  /** Manager login is offered only together with SSO. */
  managerLoginUsed: z.boolean(),
  /** Email/id + password login. */
  basicLoginUsed: z.boolean(),
  /** What the basic login form asks for. */
  basicLoginIdentifier: z.enum(['EMAIL', 'ID']),
});
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

export const preferencesSchema = z.object({
  plugins: pluginsSchema,
  theme: tenantThemeSchema,
  /** Font family put in front of the Korean stack; null keeps the default. */
  font: z.nullable(z.string()),
  corporation: corporationSchema,
  status: tenantStatusSchema,
  /** Archived page title; also a custom service-ended title when set. */
  statusTitle: z.nullable(z.string()),
  /** Archived page body; on the service-ended page a custom message replacing the default text. */
  statusMessage: z.nullable(z.string()),
  login: loginSettingsSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferences = defineEndpoint({
  id: 'tenant.preferences',
  method: 'GET',
  path: '/rest/tenant/preferences',
  auth: 'optional',
  response: preferencesSchema,
  summary:
    "The serving tenant's site preferences: plugins, theme, font, corporation, status, login.",
});

/** Every endpoint of the area, for the registry, the mock and the contract test. */
export const tenantEndpoints = {
  preferences,
};
