/**
 * A member's fields as the back-office edits them (backoffice.md §5, issue 16): the display name
 * (2–50), the mobile phone (01x, hyphenated as typed, cut at 13, never the number the member has
 * now), short text (1–30), common text (2–30, normalised), the business number (3-2-5, checksum
 * optional), a memo (1–300) and each tenant-configured info value by its value type.
 *
 * One module, parsed by three callers so they can never disagree: the member-detail forms (their
 * zod resolvers, each message in Korean at its field), the mock (it re-parses the patch bodies with
 * the member's current values and answers 400 `request.invalid` with the same messages per field)
 * and the bulk register's row check. The pieces come from the shared field rules
 * (`app/shared/lib/validation`), whose §5 messages are the contract's own (`validationMessages.ts`,
 * never the copy catalogue: the copy imports the contract, not the other way); only the
 * back-office's bounds are set here.
 */
import { z } from 'zod/mini';
import { countCharacters } from '@ds/lib/text/characters';
import { emailRule } from '@app/shared/lib/validation/account';
import { BUSINESS_NUMBER_INPUT_MAX, businessNumber, formatBusinessNumberInput } from '@app/shared/lib/validation/businessNumber';
import { infoValueRule } from '@app/shared/lib/validation/infoValue';
import { reportIssue } from '@app/shared/lib/validation/issue';
import { formatPhoneInput, PHONE_INPUT_MAX, phoneRule } from '@app/shared/lib/validation/phone';
import { boundedText } from '@app/shared/lib/validation/text';
import type { RegisterField } from './account';
import { validationMessages as messages } from './validationMessages';

export const MEMBER_NAME_MIN = 2;
export const MEMBER_NAME_MAX = 50;
export const SHORT_TEXT_MIN = 1;
export const SHORT_TEXT_MAX = 30;
export const MEMO_MAX = 300;
export { BUSINESS_NUMBER_INPUT_MAX, formatBusinessNumberInput, formatPhoneInput, PHONE_INPUT_MAX };

/** A member's display name: normalised, 2–50 of the §5 characters. */
export const memberNameSchema = boundedText({ min: MEMBER_NAME_MIN, max: MEMBER_NAME_MAX });

/** A short text (§5 "Short text: 1-30"), normalised. */
export const shortTextSchema = boundedText({ min: SHORT_TEXT_MIN, max: SHORT_TEXT_MAX });

/** §5 common text: normalised, 2–30 of the allowed characters. */
export const commonTextSchema = boundedText();

/** A member's e-mail (the register's key column). */
export const memberEmailSchema = emailRule;

/**
 * A new mobile number: 01x, the national hyphenated form as output (`01012345678` →
 * `010-1234-5678`), and refused when it is the member's `current` one. Empty means "no change"
 * to the forms; callers that need a number check `min(1)` themselves (the register does).
 */
export function memberPhoneInputSchema({ current }: { current?: string | null } = {}) {
  return z.pipe(
    phoneRule({ current }),
    z.transform((value) => (value === '' ? '' : formatPhoneInput(value))),
  );
}

/** The business number, 3-2-5 as output; the checksum applies unless `checksum` is false. */
export function businessNumberSchema({ checksum = true }: { checksum?: boolean } = {}) {
  return z.pipe(businessNumber({ checksum }), z.transform(formatBusinessNumberInput));
}

/** A memo: trimmed, not blank, at most 300 characters; line breaks and any character kept. */
export const memoContentSchema = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const length = countCharacters(value);
    if (length === 0) ctx.addIssue({ code: 'custom', message: messages.required });
    else if (length > MEMO_MAX) ctx.addIssue({ code: 'custom', message: messages.maxLength(MEMO_MAX, length) });
  }),
);

/**
 * The basic info an operator edits: the name, and optionally a new phone (`current` is the
 * member's number now; a form leaves the phone empty to keep it).
 */
export function memberBasicInfoSchema({ currentPhone }: { currentPhone?: string | null } = {}) {
  return z.object({
    displayName: memberNameSchema,
    phone: memberPhoneInputSchema({ current: currentPhone }),
  });
}
export type MemberBasicInfoInput = z.input<ReturnType<typeof memberBasicInfoSchema>>;
export type MemberBasicInfo = z.output<ReturnType<typeof memberBasicInfoSchema>>;

/**
 * What a value's rule needs of its info-config field. `checksum` is §5's "optional checksum" of a
 * KOR_BUSINESS_NUMBER field, a setting of that field in the tenant's info-config (absent: on).
 */
type InfoFieldShape = Pick<RegisterField, 'name' | 'valueType' | 'options' | 'required' | 'checksum'>;

/**
 * One info value by its field's value type, as the back-office holds it: TEXT is a short text
 * (1–30) and the business number's checksum is optional; every other type keeps the learner's
 * rule (learner.md §5). `current` is the saved value (a phone equal to it is refused).
 */
export function memberInfoValueSchema(
  field: Omit<InfoFieldShape, 'name'>,
  current: string | null = null,
  { businessChecksum = true }: { businessChecksum?: boolean } = {},
) {
  return infoValueRule(field, current, {
    TEXT: () => shortTextSchema,
    KOR_BUSINESS_NUMBER: () => businessNumberSchema({ checksum: businessChecksum }),
  });
}

export const infoValueInputSchema = z.object({ fieldName: z.string().check(z.minLength(1)), value: z.string() });
export type InfoValueInput = z.infer<typeof infoValueInputSchema>;

/**
 * The additional info list, each value checked against the tenant's field of that name (`fields`)
 * and its saved value (`current`); an issue sits at `[index, 'value']`, where a form shows it.
 * A field the tenant does not have is refused. Outputs the normalised values.
 *
 * `onlyChanged` (the form) leaves a value equal to the saved one unchecked: a value stored before
 * a rule applied (a business number from before the checksum, a longer company name) must not
 * stop the operator from saving another field of the card, and the form sends only the changed
 * values anyway. The server checks what it is sent.
 */
export function memberInfoValuesSchema(
  fields: readonly InfoFieldShape[],
  current: (fieldName: string) => string | null = () => null,
  { onlyChanged = false }: { onlyChanged?: boolean } = {},
) {
  const byName = new Map(fields.map((field) => [field.name, field]));
  return z.pipe(
    z.array(infoValueInputSchema),
    z.transform((values, payload) =>
      values.map(({ fieldName, value }, index) => {
        const field = byName.get(fieldName);
        if (!field) {
          reportIssue(payload, messages.required, { path: [index, 'fieldName'], continue: true });
          return { fieldName, value };
        }
        const saved = current(fieldName);
        if (onlyChanged && value === (saved ?? '')) return { fieldName, value };
        const result = memberInfoValueSchema(field, saved, { businessChecksum: field.checksum ?? true }).safeParse(value);
        if (result.success) return { fieldName, value: result.data };
        for (const issue of result.error.issues) {
          reportIssue(payload, issue.message, { path: [index, 'value'], continue: true });
        }
        return { fieldName, value };
      }),
    ),
  );
}
