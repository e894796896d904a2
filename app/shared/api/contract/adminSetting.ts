/**
 * Back-office setting calls (backoffice.md §7 Setting): the site organization info, the first
 * operator area. What the operator saves is the tenant's corporation (tenant.ts), so the learner
 * site's footer and service-closed page show it at once (one mock world). Path chosen here:
 * `/rest/setting/admin/tenant/organization`.
 */
import { z } from 'zod/mini';
import { emailSchema } from './account';
import { defineEndpoint } from './endpoint';
import { corporationSchema } from './tenant';

const base = '/rest/setting/admin/tenant';

/** Normalised like every common text of §5: trimmed, repeated whitespace collapsed. */
const shortText = z.string().check(
  z.overwrite((value) => value.trim().replace(/\s+/g, ' ')),
  z.minLength(1),
  z.maxLength(30),
);

/** A support telephone (landline, mobile or a 15xx number): digits and hyphens, 8 to 13. */
export const supportTelSchema = z.string().check(z.regex(/^(?=(?:\D*\d){8,11}\D*$)[0-9-]{8,13}$/));

export const organizationInputSchema = z.object({
  serviceName: shortText,
  supportTel: z.nullable(supportTelSchema),
  email: emailSchema,
});
export type OrganizationInput = z.infer<typeof organizationInputSchema>;

export const organization = defineEndpoint({
  id: 'adminSetting.organization',
  method: 'GET',
  path: `${base}/organization`,
  auth: 'required',
  access: { side: 'operator', permission: 'SITE' },
  response: corporationSchema,
  summary: "The site's organization info (service name, support telephone, e-mail).",
});

export const updateOrganization = defineEndpoint({
  id: 'adminSetting.updateOrganization',
  method: 'PUT',
  path: `${base}/organization`,
  auth: 'required',
  access: { side: 'operator', permission: 'SITE' },
  body: organizationInputSchema,
  response: corporationSchema,
  summary: 'Save the organization info; the learner site shows it from then on.',
});

export const adminSettingEndpoints = { organization, updateOrganization };
