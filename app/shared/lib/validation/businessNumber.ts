/**
 * Korean business registration number (spec learner.md §5): 10 digits shown 3-2-5, the field cut
 * at 12 characters, "Enter a business registration number in a valid format." for the shape and
 * "Check the business registration number again." for a failed checksum.
 */
import { z } from 'zod/mini';
import { validationMessages as messages } from '@app/shared/api/contract/validationMessages';

export const BUSINESS_NUMBER_INPUT_MAX = 12;
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** Digits grouped 3-2-5 as they are typed: "2208162517" → "220-81-62517". */
export function formatBusinessNumberInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** The national checksum: the last digit follows from the weighted sum of the first nine. */
export function hasValidBusinessChecksum(value: string): boolean {
  const digits = Array.from(value.replace(/-/g, ''), Number);
  if (digits.length !== 10 || digits.some(Number.isNaN)) return false;
  const weighted = WEIGHTS.reduce((sum, weight, index) => sum + (digits[index] ?? 0) * weight, 0);
  const total = weighted + Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (total % 10)) % 10 === digits[9];
}

/**
 * The 3-2-5 shape, and the national checksum unless `checksum` is false (backoffice.md §5: "optional
 * checksum": an operator may keep a number the checksum refuses, e.g. one issued before it applied).
 */
export function businessNumber({ checksum = true }: { checksum?: boolean } = {}) {
  const shape = z.regex(/^\d{3}-?\d{2}-?\d{5}$/, messages.businessNumberFormat);
  return checksum
    ? z.string().check(z.trim(), shape, z.refine(hasValidBusinessChecksum, messages.businessNumberChecksum))
    : z.string().check(z.trim(), shape);
}

export const businessNumberRule = businessNumber();
