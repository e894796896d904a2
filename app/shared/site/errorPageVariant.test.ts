/** The error-page choice of spec learner.md §2 and §8. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { errorPageVariant, showsErrorPage } from './errorPageVariant';

const apiError = (status: number, code: string, data: Record<string, unknown> | null = null) =>
  new ApiError({ status, code, message: '서버 메시지', data });

describe('errorPageVariant', () => {
  it('"shown on status 401" → login required', () => {
    expect(errorPageVariant(apiError(401, 'anything'))).toEqual({ kind: 'loginRequired' });
  });

  it('"or on the unauthenticated code" → login required whatever the status', () => {
    expect(errorPageVariant(apiError(403, 'auth.unauthenticated.header'))).toEqual({
      kind: 'loginRequired',
    });
  });

  it('backoffice.md §8: a session that is gone (login_required, a failed token renewal) → login required', () => {
    expect(errorPageVariant(apiError(401, 'client.api.login_required'))).toEqual({ kind: 'loginRequired' });
    expect(errorPageVariant(apiError(400, 'client.api.fail_to_refresh_token'))).toEqual({ kind: 'loginRequired' });
    expect(errorPageVariant(apiError(400, 'FAIL_TO_REFRESH_TOKEN'))).toEqual({ kind: 'loginRequired' });
    expect(showsErrorPage(apiError(400, 'client.api.fail_to_refresh_token'))).toBe(true);
  });

  it('"Status 504: Cannot display the page"', () => {
    expect(errorPageVariant(apiError(504, 'gateway.timeout'))).toEqual({ kind: 'gatewayTimeout' });
  });

  it('backoffice.md §2 "a special login-permission image when permission is required": a refused back-office call', () => {
    expect(errorPageVariant(apiError(403, 'auth.permission.denied'))).toEqual({ kind: 'permissionDenied' });
  });

  it('"Status 400: Bad request"', () => {
    expect(errorPageVariant(apiError(400, 'request.invalid'))).toEqual({ kind: 'badRequest' });
  });

  it('"Any other status: shows the server message and data.detail"', () => {
    expect(errorPageVariant(apiError(404, 'inventory.klass.not_found', { detail: '강의 klass-9' }))).toEqual({
      kind: 'other',
      message: '서버 메시지',
      detail: '강의 klass-9',
    });
  });

  it('a non-text or missing detail is left out', () => {
    expect(errorPageVariant(apiError(500, 'inventory.unknown', { detail: 3 }))).toEqual({
      kind: 'other',
      message: '서버 메시지',
      detail: null,
    });
  });

  it('a thrown non-API error has no server message to show', () => {
    expect(errorPageVariant(new Error('chunk failed'))).toEqual({
      kind: 'other',
      message: null,
      detail: null,
    });
  });
});

describe('showsErrorPage: which failures get the shared error page ("Codes map to error pages", §8)', () => {
  it.each([
    [apiError(401, 'auth.unauthenticated.header')],
    [apiError(504, 'gateway.timeout')],
    [apiError(500, 'server.error')],
    [apiError(400, 'request.invalid')],
  ])('the shared page for %s', (error) => {
    expect(showsErrorPage(error)).toBe(true);
  });

  it.each([
    [apiError(400, 'inventory.klass_ticket.expired')],
    [apiError(409, 'inventory.ticket-token.redundant-access')],
    [apiError(404, 'inventory.klass.not_found')],
    [new Error('chunk failed')],
  ])('the feature explains %s itself', (error) => {
    expect(showsErrorPage(error)).toBe(false);
  });
});
