/**
 * The site organization form's rules (backoffice.md §5): service name is short text (1 to 30,
 * normalised: trimmed, repeated whitespace collapsed), the support telephone is optional (digits
 * and hyphens, 8 to 11 digits), the e-mail follows the e-mail rule. The same limits as the
 * contract's, with the Korean message at each field.
 */
import { z } from 'zod/mini';
import type { Corporation } from '@app/shared/api/contract/tenant';
import { copy } from '@app/shared/copy';
import { emailRule } from '@app/shared/lib/validation/account';

export const SERVICE_NAME_MAX = 30;
export const SUPPORT_TEL_MAX = 13;

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ');

export const organizationFormSchema = z.object({
  serviceName: z.string().check(
    z.overwrite(normalise),
    z.minLength(1, copy.backoffice.serviceNameRule),
    z.maxLength(SERVICE_NAME_MAX, copy.backoffice.serviceNameRule),
  ),
  supportTel: z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => value === '' || /^(?=(?:\D*\d){8,11}\D*$)[0-9-]{8,13}$/.test(value), copy.backoffice.supportTelRule),
  ),
  email: emailRule,
});
export type OrganizationFormValues = z.infer<typeof organizationFormSchema>;

export function toFormValues(corporation: Corporation): OrganizationFormValues {
  return { serviceName: corporation.serviceName, supportTel: corporation.supportTel ?? '', email: corporation.email };
}

/** An empty telephone is "none": the learner site then shows the e-mail (learner.md §2). */
export function toCorporation(values: OrganizationFormValues): Corporation {
  return { ...values, supportTel: values.supportTel === '' ? null : values.supportTel };
}
