/**
 * The field messages of a refused body (errors.ts header: 400 `request.invalid` whose
 * `data.issues` are `{path, message}`, the message in Korean as a form's own rule says it), so a
 * form shows a rule only the server can apply at its field, like its own, instead of a "could
 * not save" notice. Anything else is not a field's problem: the caller says the save failed.
 * The catalogue, member detail and coupon forms read it here.
 */
import { coreErrorCodes } from '@app/shared/api/contract/coreErrors';
import { isApiError } from './ApiError';

export interface FieldIssue {
  /** The refused field's path in the body, dotted (`salePeriod.endAt`). */
  path: string;
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && path !== '' && typeof message === 'string';
}

/** The per-field issues of a refused body; empty for any other failure. */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!isApiError(error) || error.code !== coreErrorCodes.badRequest.code) return [];
  const issues = error.data?.['issues'];
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
}
