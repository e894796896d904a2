/**
 * The progress-report retry rule (spec learner.md §4, §9): a report is retried up to 3 times,
 * 500 ms apart, and given up at once on the redundant-access error (another device took the class
 * room: retrying cannot succeed). The waiting is injected so tests run without real time.
 */
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';

export const PROGRESS_RETRY = { retries: 3, delayMs: 500 } as const;

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  retries: number;
  delayMs: number;
  sleep: Sleep;
  /** An error after which retrying is pointless. */
  stopsRetrying: (error: unknown) => boolean;
}

export function isRedundantAccess(error: unknown): boolean {
  return isApiError(error) && error.code === errorCodes.ticketTokenRedundantAccess.code;
}

/** Runs `send`, retrying on failure; rejects with the last error once the retries are used up. */
export async function sendWithRetry<T>(send: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= options.retries || options.stopsRetrying(error)) throw error;
      await options.sleep(options.delayMs);
    }
  }
}

/**
 * Whether a failed report may succeed later: the network was down, the server or gateway failed.
 * Anything else (a refused ticket, a revoked class-room token) will be refused again.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}
