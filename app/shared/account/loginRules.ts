/**
 * The login form's checks (spec learner.md §2 `/app/login`): an email or id (trimmed) and a
 * password, both required, with their Korean messages. Two "required" rules are written by hand
 * rather than as a zod schema: zod would be the largest part of the login page's first download
 * for them (about 10 KB gzip, issue 18), and the page paints later for every byte it waits on.
 */
import { copy } from '@app/shared/copy';

export interface LoginValues {
  identifier: string;
  password: string;
}
export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The fields in the form's order: the first with an error gets the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['identifier', 'password'];

/** Each field's message, or the values to send (identifier trimmed; a password is sent as typed). */
export function checkLogin(values: LoginValues): { values: LoginValues } | { errors: LoginErrors } {
  const identifier = values.identifier.trim();
  const errors: LoginErrors = {};
  if (identifier === '') errors.identifier = copy.account.identifierRequired;
  if (values.password === '') errors.password = copy.account.passwordRequired;
  return errors.identifier || errors.password ? { errors } : { values: { identifier, password: values.password } };
}
