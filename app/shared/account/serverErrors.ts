/**
 * Where a refused account call's message belongs (spec learner.md §5, §8): the documented account
 * codes go to their field with the §5 wording ("already in use" on the email, the verification
 * codes on the code field, …); a 400 naming a field (`data.field`, or `data.fieldName` for an info
 * field) goes to that field with the server's message; anything else is a form-level message.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@app/shared/api/client/ApiError';
import { accountErrorCodes } from '@app/shared/api/contract/accountErrors';
import { dataProcessingCodes, signedOutCodes } from '@app/shared/api/contract/coreErrors';
import { copy } from '@app/shared/copy';

const v = copy.account.validation;

/** The field a code belongs to, by its role in the form, and the §5 message for it. */
export type FieldRole = 'email' | 'code' | 'id' | 'currentPassword' | 'agreement';

const byCode: Record<string, { role: FieldRole; message: string }> = {
  [accountErrorCodes.registerExist.code]: { role: 'email', message: v.emailExists },
  [accountErrorCodes.accountWithdrawn.code]: { role: 'email', message: v.emailWithdrawn },
  [accountErrorCodes.verifyNotMatched.code]: { role: 'code', message: v.codeNotMatched },
  [accountErrorCodes.verifyExpired.code]: { role: 'code', message: v.codeExpired },
  [accountErrorCodes.verifyAlreadyVerified.code]: { role: 'code', message: v.codeAlreadyVerified },
  [accountErrorCodes.withdrawalAgreementRequired.code]: { role: 'agreement', message: v.agreementRequired },
  [accountErrorCodes.invalidCurrentPassword.code]: { role: 'currentPassword', message: v.currentPasswordInvalid },
};

export interface PlacedError {
  /** A form field path, or null for a message shown above the form. */
  field: string | null;
  message: string;
}

/**
 * The user-facing message of an error that has no field (backoffice.md §8): the data-processing
 * message for a network or parse failure, "log in again" when the session is gone, the server's
 * words for any other 4xx, else the generic "an error occurred, retry".
 */
export function generalMessage(error: unknown): string {
  if (!isApiError(error)) return copy.common.serverError;
  if (dataProcessingCodes.includes(error.code)) return copy.common.dataProcessingError;
  if (signedOutCodes.includes(error.code)) return copy.common.loginAgain;
  if (error.status >= 400 && error.status < 500) return error.message;
  return copy.common.serverError;
}

/**
 * `roles` maps the roles to this form's field paths; `infoPath` turns an info field name into its
 * path (forms without info fields leave it out).
 */
export function placeServerError(
  error: unknown,
  roles: Partial<Record<FieldRole, string>>,
  infoPath?: (fieldName: string) => string,
): PlacedError {
  if (!isApiError(error)) return { field: null, message: generalMessage(error) };
  const known = byCode[error.code];
  // The id variant of register answers `register.exist` for the id, naming it in data.field.
  if (known && error.code === accountErrorCodes.registerExist.code && error.data?.field === 'id' && roles.id) {
    return { field: roles.id, message: copy.account.idExists };
  }
  if (known && roles[known.role]) return { field: roles[known.role] ?? null, message: known.message };
  const fieldName = error.data?.fieldName;
  if (typeof fieldName === 'string' && infoPath) return { field: infoPath(fieldName), message: error.message };
  const field = error.data?.field;
  if (typeof field === 'string' && error.status === 400) {
    const mapped = field === 'email' ? roles.email : field === 'id' ? roles.id : field;
    if (mapped) return { field: mapped, message: error.message };
  }
  return { field: null, message: known?.message ?? generalMessage(error) };
}

/**
 * Puts the error on its field (focused, values untouched) or answers the form-level message.
 * Typed values stay: only `setError` is called, never `reset`.
 */
export function showServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  placed: PlacedError,
): string | null {
  if (placed.field && fieldNames.includes(placed.field)) {
    setError(placed.field as FieldPath<T>, { type: 'server', message: placed.message }, { shouldFocus: true });
    return null;
  }
  return placed.message;
}
