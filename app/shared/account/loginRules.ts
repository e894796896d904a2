/**
 * The login form's checks (spec learner.md §2 `/app/login`): an email or id (trimmed) and a
 * password, both required, with their Korean messages. Apart from the form so zod stays out of
 * the login page's first download (issue 18): the form loads this once it is on screen, long
 * before anyone submits.
 */
import { z } from 'zod/mini';
import { copy } from '@app/shared/copy';

export interface LoginValues {
  identifier: string;
  password: string;
}
export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The fields in the form's order: the first with an error gets the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['identifier', 'password'];

const loginFormSchema = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1, copy.account.identifierRequired)),
  password: z.string().check(z.minLength(1, copy.account.passwordRequired)),
}) satisfies z.ZodMiniType<LoginValues>;

/** The first message of each field, or the parsed values (identifier trimmed). */
export function checkLogin(values: LoginValues): { values: LoginValues } | { errors: LoginErrors } {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = LOGIN_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
