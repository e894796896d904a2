/**
 * Every failure of a call reaches callers as an ApiError carrying the documented shape
 * `{status, code, message, data}`, whether the server sent it, the network failed or the body
 * could not be read.
 */
import type { ApiErrorBody } from '@app/shared/api/contract/errorBody';

export class ApiError extends Error implements ApiErrorBody {
  readonly status: number;
  readonly code: string;
  readonly data: Record<string, unknown> | null;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.status;
    this.code = body.code;
    this.data = body.data;
  }

  toJSON(): ApiErrorBody {
    return { status: this.status, code: this.code, message: this.message, data: this.data };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
