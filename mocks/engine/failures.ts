/**
 * Failure injection: a scenario's `failures` make matching calls answer a catalogue error before
 * their resolver runs (a 504 everywhere, a refresh that answers `refresh.blocked`, …).
 */
import { mockMessages } from './messages';
import type { ServerErrorName } from '@app/shared/api/contract/errors';
import { MockError } from './MockError';
import { settings, type InjectedFailure } from './settings';

const messages: Partial<Record<ServerErrorName, string>> = {
  gatewayTimeout: '서버 응답이 지연되고 있어요. 잠시 후 다시 시도해 주세요.',
  badRequest: '잘못된 요청이에요. 다시 시도해 주세요.',
  unauthenticated: mockMessages.loginRequired,
};
const refreshMessage = '로그인 정보를 갱신하지 못했어요. 다시 로그인해 주세요.';
const fallbackMessage = mockMessages.serverError;

function messageFor(error: ServerErrorName): string {
  return messages[error] ?? (error.startsWith('refresh') ? refreshMessage : fallbackMessage);
}

function matches(failure: InjectedFailure, endpointId: string): boolean {
  if (failure.remaining <= 0) return false;
  if (failure.endpoint === '*') return !failure.except.includes(endpointId);
  return failure.endpoint === endpointId;
}

/** The error this call must answer, if a failure matches; spends one of its `times`. */
export function takeInjectedFailure(endpointId: string): MockError | null {
  const failure = settings.failures.find((candidate) => matches(candidate, endpointId));
  if (!failure) return null;
  failure.remaining -= 1;
  return new MockError(failure.error, messageFor(failure.error), { injectedBy: 'scenario' });
}
