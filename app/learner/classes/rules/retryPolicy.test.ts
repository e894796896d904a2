/** Spec learner.md §4/§9: "retried up to 3 times, 500 ms apart, stopping at once on the redundant-access-ticket error". */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import {
  isRedundantAccess,
  isTransientFailure,
  PROGRESS_RETRY,
  sendWithRetry,
} from './retryPolicy';

const redundant = new ApiError({ ...errorCodes.ticketTokenRedundantAccess, message: '다른 기기', data: null });
const offline = new ApiError({ status: 0, code: 'client.api.process_fail', message: 'offline', data: null });

function options() {
  const waits: number[] = [];
  return {
    waits,
    options: {
      ...PROGRESS_RETRY,
      sleep: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
      stopsRetrying: isRedundantAccess,
    },
  };
}

describe('sendWithRetry with the progress policy', () => {
  it('sends once when the first try succeeds', async () => {
    const { waits, options: policy } = options();
    const send = vi.fn().mockResolvedValue('ok');
    await expect(sendWithRetry(send, policy)).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('retries after failures, 500 ms apart, and returns the first success', async () => {
    const { waits, options: policy } = options();
    const send = vi.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockResolvedValue('ok');
    await expect(sendWithRetry(send, policy)).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 500]);
  });

  it('gives up after 3 retries (4 tries in all) with the last error', async () => {
    const { waits, options: policy } = options();
    const send = vi.fn().mockRejectedValue(offline);
    await expect(sendWithRetry(send, policy)).rejects.toBe(offline);
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([500, 500, 500]);
  });

  it('stops at once on inventory.ticket-token.redundant-access, without waiting', async () => {
    const { waits, options: policy } = options();
    const send = vi.fn().mockRejectedValueOnce(offline).mockRejectedValue(redundant);
    await expect(sendWithRetry(send, policy)).rejects.toBe(redundant);
    expect(send).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([500]);
  });
});

describe('isTransientFailure (what the outbox keeps for later)', () => {
  it('keeps network and server failures', () => {
    expect(isTransientFailure(offline)).toBe(true);
    expect(isTransientFailure(new ApiError({ ...errorCodes.gatewayTimeout, message: '', data: null }))).toBe(true);
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('drops refusals that would be refused again', () => {
    expect(isTransientFailure(redundant)).toBe(false);
    expect(isTransientFailure(new ApiError({ ...errorCodes.ticketRefund, message: '', data: null }))).toBe(false);
  });
});
