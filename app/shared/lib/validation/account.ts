/**
 * Account field rules (spec learner.md §5, §9): email, verification code, password and its
 * confirmation, display name and login id, with their Korean messages and the input limits the
 * fields cut at.
 */
import { z } from 'zod/mini';
import { validationMessages as messages } from '@app/shared/api/contract/validationMessages';
import { boundedText } from './text';

export const PASSWORD_MAX = 20;
export const DISPLAY_NAME_MAX = 15;
export const LOGIN_ID_MAX = 20;
export const CODE_MAX = 6;

/** local@domain.tld, with no whitespace anywhere. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const emailRule = z
  .string()
  .check(z.minLength(1, messages.required), z.regex(EMAIL, messages.emailFormat));

/** Digits only, at most 6. */
export const verificationCodeRule = z.string().check(z.regex(/^\d{1,6}$/, messages.codeFormat));

/** The symbols a password may hold, as a message lists them. */
export const PASSWORD_SYMBOLS = '~!@#$%^&*()_+=';
const PASSWORD_CHARACTER = /[A-Za-z0-9~!@#$%^&*()_+=]/;
const PASSWORD_KINDS = [/[A-Za-z]/, /\d/, /[~!@#$%^&*()_+=]/];

/**
 * The first character a password may not hold (`-` in `Klass-pw-00001`), or null: for a message
 * that names the cause rather than repeating the whole rule.
 */
export function refusedPasswordCharacter(value: string): string | null {
  return [...value].find((character) => !PASSWORD_CHARACTER.test(character)) ?? null;
}

/** 10–20 of letters, digits and ~!@#$%^&*()_+=, at least 2 kinds combined. */
export const passwordRule = z.string().check(
  z.regex(/^[A-Za-z0-9~!@#$%^&*()_+=]{10,20}$/, messages.password),
  z.refine(
    (value) => PASSWORD_KINDS.filter((kind) => kind.test(value)).length >= 2,
    messages.password,
  ),
);

/** 2–15 characters, no emoji. */
export const displayNameRule = boundedText({ min: 2, max: DISPLAY_NAME_MAX });

/** Lowercase letters and digits, 2–20. */
export const loginIdRule = z.string().check(z.regex(/^[a-z0-9]{2,20}$/, messages.loginId));

/**
 * Adds "Enter the same password" on `confirmField` when it differs from `passwordField`. Runs even
 * when other fields fail, so the message shows together with theirs.
 */
export function withPasswordConfirm<
  T extends z.ZodMiniObject,
  P extends keyof z.infer<T> & string,
  C extends keyof z.infer<T> & string,
>(schema: T, passwordField: P, confirmField: C) {
  return schema.check(
    z.superRefine((values: Record<string, unknown>, ctx) => {
      if (values[passwordField] !== values[confirmField]) {
        ctx.addIssue({ code: 'custom', path: [confirmField], message: messages.passwordConfirm });
      }
    }),
  );
}
