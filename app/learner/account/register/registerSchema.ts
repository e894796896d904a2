/**
 * The register form's values and rules (spec learner.md §5): email or login id, the verification
 * code, password and confirmation, display name, the tenant's extra fields, the two required
 * built-in agreements and the tenant's own required pages (checked by the form once it knows them).
 */
import { z } from 'zod/mini';
import type { RegisterField } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import {
  displayNameRule,
  emailRule,
  loginIdRule,
  withPasswordConfirm,
} from '@app/shared/lib/validation/account';
import { newPasswordShape } from '@app/shared/account/NewPasswordFields';
import { checkCertifications, infoFormShape, initialInfo, type InfoFormPart } from '../fields/infoForm';

export type RegisterVariant = 'EMAIL' | 'ID';

export interface RegisterValues extends InfoFormPart {
  email: string;
  code: string;
  id: string;
  password: string;
  passwordConfirm: string;
  displayName: string;
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
  /** The tenant's own required pages agreed to, by terms key. */
  tenantTerms: Record<string, boolean>;
}

const mustAgree = z.boolean().check(z.refine(Boolean, copy.account.validation.agreementRequired));

export function registerSchema(variant: RegisterVariant, fields: readonly RegisterField[]) {
  const base = z.object({
    email: emailRule,
    code: z.string(),
    id: variant === 'ID' ? loginIdRule : z.string(),
    ...newPasswordShape,
    displayName: displayNameRule,
    ...infoFormShape(fields),
    terms: mustAgree,
    privacy: mustAgree,
    marketing: z.boolean(),
    tenantTerms: z.record(z.string(), z.boolean()),
  });
  return withPasswordConfirm(base, 'password', 'passwordConfirm').check(z.superRefine(checkCertifications(fields)));
}

export function emptyRegisterValues(fields: readonly RegisterField[]): RegisterValues {
  return {
    email: '',
    code: '',
    id: '',
    password: '',
    passwordConfirm: '',
    displayName: '',
    ...initialInfo(fields),
    terms: false,
    privacy: false,
    marketing: false,
    tenantTerms: {},
  };
}
