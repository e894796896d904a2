/**
 * Where a refused account call's message goes (backoffice.md §8, learner.md §5): network and parse
 * failures say the data-processing message, a session that is gone says "log in again", the
 * current-password code has its own catalogue message at its field.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { copy } from '@app/shared/copy';
import { generalMessage, placeServerError } from './serverErrors';

const apiError = (status: number, code: string, message = '서버 메시지') =>
  new ApiError({ status, code, message, data: null });

describe('generalMessage', () => {
  it.each([
    ['a network failure (status 0)', apiError(0, 'client.api.process_fail')],
    ['an unreadable 500 body', apiError(500, 'client.api.parse_fail')],
    ['a 502 error of another shape', apiError(502, 'client.api.illegal_error_format')],
    ['an unreadable 400 body', apiError(400, 'client.api.parse_fail')],
  ])('%s: the data-processing message', (_, error) => {
    expect(generalMessage(error)).toBe(copy.common.dataProcessingError);
  });

  it.each([
    ['client.api.login_required', 401],
    ['client.api.fail_to_refresh_token', 400],
    ['FAIL_TO_REFRESH_TOKEN', 400],
  ])('%s: log in again, not the English refresh message', (code, status) => {
    expect(generalMessage(apiError(status, code, 'Failed to refresh access token'))).toBe(copy.common.loginAgain);
  });

  it('client.api.unexpected_error and a 500: the generic retry message', () => {
    expect(generalMessage(apiError(0, 'client.api.unexpected_error'))).toBe(copy.common.serverError);
    expect(generalMessage(apiError(500, 'server.error'))).toBe(copy.common.serverError);
  });

  it('any other 4xx: the server\'s own words', () => {
    expect(generalMessage(apiError(409, 'something.else', '이미 처리됐어요'))).toBe('이미 처리됐어요');
  });
});

describe('placeServerError', () => {
  it('a network failure on a form is a form-level data-processing message', () => {
    expect(placeServerError(apiError(0, 'client.api.process_fail'), { email: 'email' })).toEqual({
      field: null,
      message: copy.common.dataProcessingError,
    });
  });

  it('account.invalid.current_password goes to the current-password field with the catalogue message', () => {
    expect(
      placeServerError(apiError(400, 'account.invalid.current_password', 'Invalid password'), {
        currentPassword: 'currentPassword',
      }),
    ).toEqual({ field: 'currentPassword', message: copy.account.validation.currentPasswordInvalid });
  });
});
