/** Spec learner.md §8: ticket and class codes map to clear Korean messages; 401 leads to login. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { errorCodes, type ServerErrorName } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { inventoryFailure } from './inventoryErrors';

const apiError = (name: ServerErrorName, message = 'server text') =>
  new ApiError({ ...errorCodes[name], message, data: null });

describe('inventoryFailure', () => {
  it('401 and auth.unauthenticated.header ask for a login', () => {
    expect(inventoryFailure(apiError('unauthenticated'))).toEqual({ kind: 'login' });
    expect(inventoryFailure(new ApiError({ status: 401, code: 'other', message: '', data: null }))).toEqual({ kind: 'login' });
  });

  it.each([
    'klassNotPrepared',
    'klassNotFound',
    'klassTicketTokenNotFound',
    'inventoryNullPoint',
    'inventoryUnknown',
    'ticketExpired',
    'ticketEndOfTerm',
    'ticketRefund',
    'ticketInvalid',
    'ticketOverStopped',
    'ticketNotFound',
    'ticketAlreadyStarted',
    'ticketAlreadyStopped',
    'ticketExpiredAtIsNull',
    'ticketIsNotOpened',
    'ticketTokenRedundantAccess',
    'ticketTokenConflict',
  ] as const)('%s has its own Korean message', (name) => {
    const failure = inventoryFailure(apiError(name));
    expect(failure).toEqual({ kind: 'message', message: copy.classes.errors[errorCodes[name].code] });
    expect(copy.classes.errors[errorCodes[name].code]).toMatch(/[가-힣]/);
  });

  it('a 504 or a non-API failure gets the generic server message', () => {
    expect(inventoryFailure(apiError('gatewayTimeout'))).toEqual({ kind: 'message', message: copy.common.serverError });
    expect(inventoryFailure(new Error('boom'))).toEqual({ kind: 'message', message: copy.common.serverError });
  });
});
