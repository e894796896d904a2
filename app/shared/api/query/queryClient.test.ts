/**
 * react-query defaults (issue 4): data cached 5 minutes; queries retried 3 times with
 * exponential back-off capped at 30 s, never for 4xx answers; a gateway's failure or no answer once.
 */
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@app/shared/api/contract/errors';
import { ApiError } from '@app/shared/api/client/ApiError';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './queryClient';

function apiError(status: number, code = 'some.code'): ApiError {
  return new ApiError({ status, code, message: code, data: null });
}

describe('query defaults', () => {
  it('keeps data fresh and cached for 5 minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });
});

describe('retries ("retried 3 times … never for 4xx answers")', () => {
  it.each([400, 401, 403, 404, 409, 499])('never retries a %i ApiError', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('never retries FAIL_TO_REFRESH_TOKEN (status 400)', () => {
    expect(shouldRetryQuery(0, apiError(400, 'FAIL_TO_REFRESH_TOKEN'))).toBe(false);
  });

  it.each([
    ['a 502', apiError(502)],
    ['a 503', apiError(503)],
    ['a 504', apiError(errorCodes.gatewayTimeout.status)],
    ['a network failure (status 0)', apiError(0, 'client.api.process_fail')],
  ])('retries %s once only: each try already waited out a time-out', (_, error) => {
    expect([0, 1].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, false]);
  });

  it.each([
    ['a 500', apiError(errorCodes.serverError.status)],
    ['a non-API error', new Error('boom')],
  ])('retries %s exactly 3 times', (_, error) => {
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('backs off exponentially from 1 s and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
