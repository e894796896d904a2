/**
 * Mobile numbers (spec learner.md §5): empty is allowed; otherwise a Korean mobile number starting
 * 01x, hyphenated 3-3-4 or 3-4-4 as typed, the field cut at 13. A +82 prefix is shown in the
 * national 010 form. The same number as the current one is refused with its own message.
 */
import { z } from 'zod/mini';
import { formatPhone } from '@app/shared/lib/format/phone';
import { validationMessages as messages } from '@app/shared/api/contract/validationMessages';

export const PHONE_INPUT_MAX = 13;
const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;
const COUNTRY_PREFIX = /^(\+|00)82/;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The hyphenated national form while typing: "01012345678" → "010-1234-5678", "+82 10…" → "010…". */
export function formatPhoneInput(raw: string): string {
  const national = COUNTRY_PREFIX.test(raw.trim()) ? formatPhone(raw) : raw;
  const digits = digitsOf(national).slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  // Ten digits read 3-3-4; eleven read 3-4-4.
  const middle = digits.length === 11 ? 4 : 3;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}

/**
 * `current`: the number the account has now; typing it again is refused. A +82 number (a pasted
 * or imported `+82 10-1234-5678`) is converted to the national 010 form (§9), not refused.
 */
export function phoneRule({ current }: { current?: string | null } = {}) {
  return z.string().check(
    z.trim(),
    z.overwrite((value) => (COUNTRY_PREFIX.test(value) ? formatPhone(value) : value)),
    z.superRefine((value, ctx) => {
      if (value === '') return;
      if (!MOBILE.test(value)) {
        ctx.addIssue({ code: 'custom', message: messages.phoneFormat });
        return;
      }
      if (current && digitsOf(formatPhone(current)) === digitsOf(value)) {
        ctx.addIssue({ code: 'custom', message: messages.phoneSameAsCurrent });
      }
    }),
  );
}
