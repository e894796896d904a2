/**
 * Presence rules (spec learner.md §5): "This is a required field.", "Verification is required."
 * and the combined "all present" check — empty arrays, empty objects and falsy values count as
 * missing, and a call with nothing to check fails.
 */
import { z } from 'zod/mini';
import { validationMessages as messages } from '@app/shared/api/contract/validationMessages';

/** A text that must not be blank. */
export const requiredText = z.string().check(z.trim(), z.minLength(1, messages.required));

/** True when `value` counts as present for `allPresent`. */
function isPresent(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

export function allPresent(...values: readonly unknown[]): boolean {
  return values.length > 0 && values.every(isPresent);
}

/** A certification key (e.g. of a carrier-verified phone) that must exist. */
export const certificationKey = z.string().check(z.minLength(1, messages.certificationRequired));
