/**
 * The rule of a tenant-configured info field by its value type (spec learner.md §3 Register
 * setting, §5): phones, gender and option choices, birthday, text, number, business number and
 * address. A required field must not be empty; an optional one may be.
 */
import { z } from 'zod/mini';
import type { InfoValueType, RegisterField } from '@app/shared/api/contract/account';
import { validationMessages as messages } from '@app/shared/api/contract/validationMessages';
import { addressRule } from './address';
import { businessNumber, businessNumberRule } from './businessNumber';
import { reportIssue } from './issue';
import { phoneRule } from './phone';
import { boundedText, numberText } from './text';

/** A past calendar day written yyyy-MM-dd. */
export function isPastDay(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < today;
}

type FieldShape = Pick<RegisterField, 'valueType' | 'options' | 'required'> & Partial<Pick<RegisterField, 'checksum'>>;

/** A side's own rule for some value types (the back-office's short text, say), replacing the learner's. */
export type InfoTypeRules = Partial<Record<InfoValueType, () => z.ZodMiniType<string>>>;

function typeRule(field: FieldShape, current: string | null, overrides: InfoTypeRules): z.ZodMiniType<string> {
  const rules: Record<InfoValueType, () => z.ZodMiniType<string>> = {
    CELLPHONE_OCCUPANCY: () => phoneRule({ current }),
    CELLPHONE_NORMAL: () => phoneRule({ current }),
    GENDER: () => choice(field),
    OPTION: () => choice(field),
    BIRTHDAY: () =>
      z.string().check(z.refine((value) => isPastDay(value), messages.birthdayFormat)),
    TEXT: () => boundedText(),
    NUMBER: () => numberText(),
    // The field may turn the checksum off (backoffice.md §5 "optional checksum").
    KOR_BUSINESS_NUMBER: () => (field.checksum === false ? businessNumber({ checksum: false }) : businessNumberRule),
    KOR_ADDRESS: () => addressRule,
  };
  return (overrides[field.valueType] ?? rules[field.valueType])();
}

function choice(field: FieldShape): z.ZodMiniType<string> {
  return z
    .string()
    .check(
      z.refine(
        (value) => field.options.some((option) => option.value === value),
        messages.required,
      ),
    );
}

/**
 * The value rule of one field. `current` is the saved value (settings): a phone equal to it is
 * refused as "currently in use". `overrides` replace the rule of some value types.
 */
export function infoValueRule(
  field: FieldShape,
  current: string | null = null,
  overrides: InfoTypeRules = {},
): z.ZodMiniType<string> {
  const rule = typeRule(field, current, overrides);
  // The type rule's output (normalised text) is the field's value.
  return z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      if (value.trim() === '') {
        if (field.required) reportIssue(ctx, messages.required);
        return '';
      }
      const result = rule.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) reportIssue(ctx, issue.message);
      return value;
    }),
  );
}
