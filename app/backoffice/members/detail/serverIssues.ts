/**
 * The field messages of a refused save (adminMemberDetail.ts: 400 `request.invalid` whose
 * `data.issues` are `{path, message}`, the message in Korean as the form's own rule says it), so a
 * rule only the server can apply (the phone the member has now, say) shows at its field like the
 * form's. Anything else is not a field's problem: the caller says the save failed.
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';

export interface FieldIssue {
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
  if (!isApiError(error) || error.code !== errorCodes.badRequest.code) return [];
  const issues = error.data?.issues;
  return Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
}
