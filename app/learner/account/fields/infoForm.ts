/**
 * The tenant's extra fields inside a form (spec learner.md §3 Register setting, §5): their part
 * of the form values, the schema built from the register setting, the certification rule for a
 * CELLPHONE_OCCUPANCY value, and the inputs sent to the server.
 */
import { z } from 'zod/mini';
import type { InfoField, InfoInput, RegisterField } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { infoValueRule } from '@app/shared/lib/validation/infoValue';
import { reportIssue } from '@app/shared/lib/validation/issue';

/** The extra fields' part of a form's values: value and certification key by field name. */
export interface InfoFormPart {
  info: Record<string, string>;
  certifications: Record<string, string>;
}

/** Phone fields are edited as "a new number" (empty = unchanged), the others as their value. */
export function isPhoneField(field: Pick<RegisterField, 'valueType'>): boolean {
  return field.valueType === 'CELLPHONE_OCCUPANCY' || field.valueType === 'CELLPHONE_NORMAL';
}

export function infoPath(fieldName: string): string {
  return `info.${fieldName}`;
}

/** Starting values: empty for register; the saved values for settings (phones start empty). */
export function initialInfo(fields: readonly RegisterField[], saved: readonly InfoField[] = []): InfoFormPart {
  const byName = new Map(saved.map((info) => [info.fieldName, info.value ?? '']));
  return {
    info: Object.fromEntries(fields.map((field) => [field.name, isPhoneField(field) ? '' : (byName.get(field.name) ?? '')])),
    certifications: {},
  };
}

/**
 * The schema of the extra fields. With `saved` (settings), a phone equal to the saved number is
 * "currently in use" and nothing is required again.
 */
export function infoFormShape(fields: readonly RegisterField[], saved?: readonly InfoField[]) {
  const current = new Map((saved ?? []).map((info) => [info.fieldName, info.value]));
  const rules = fields.map((field) => ({
    name: field.name,
    rule: infoValueRule(
      saved ? { ...field, required: false } : field,
      current.get(field.name) ?? null,
    ),
  }));
  return {
    // A record checked field by field: each issue lands on `info.<name>`, each value normalised.
    info: z.pipe(
      z.record(z.string(), z.string()),
      z.transform((info, ctx) => {
        const normalised = { ...info };
        for (const { name, rule } of rules) {
          const result = rule.safeParse(info[name] ?? '');
          if (result.success) normalised[name] = result.data;
          else {
            for (const issue of result.error.issues) {
              // `continue`: the other checks of the form (password confirm, certification) still run.
              reportIssue(ctx, issue.message, { path: [name], continue: true });
            }
          }
        }
        return normalised;
      }),
    ),
    certifications: z.record(z.string(), z.string()),
  };
}

/** "Verification is required." for a CELLPHONE_OCCUPANCY value without a certification key. */
export function checkCertifications(fields: readonly RegisterField[]) {
  return (values: InfoFormPart, ctx: z.core.$RefinementCtx) => {
    for (const field of fields) {
      if (field.valueType !== 'CELLPHONE_OCCUPANCY') continue;
      if (values.info[field.name]?.trim() && !values.certifications[field.name]) {
        ctx.addIssue({ code: 'custom', path: ['info', field.name], message: copy.account.validation.certificationRequired });
      }
    }
  };
}

/**
 * What to send. `saved` (settings) sends only what changed: a phone that was typed, another
 * field whose value differs from the saved one.
 */
export function toInfoInputs(
  fields: readonly RegisterField[],
  values: InfoFormPart,
  saved?: readonly InfoField[],
): InfoInput[] {
  const current = new Map((saved ?? []).map((info) => [info.fieldName, info.value ?? '']));
  return fields.flatMap((field): InfoInput[] => {
    const value = values.info[field.name]?.trim() ?? '';
    if (saved && (isPhoneField(field) ? value === '' : value === current.get(field.name))) return [];
    const certificationKey = values.certifications[field.name];
    return [{ fieldName: field.name, value, ...(certificationKey ? { certificationKey } : {}) }];
  });
}
