/**
 * How a request's and a result's state look wherever they are shown (the request list, a request's
 * page): the words and a tone, so the colour is never the only sign.
 */
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import type { MessageRequestStatus, MessageResultStatus } from '@app/shared/api/contract/adminMessageRules';
import { copy } from '@app/shared/copy';

const text = copy.backofficeMessages;

const requestTone: Record<MessageRequestStatus, StatusTone> = {
  SCHEDULED: 'info',
  PENDING: 'warning',
  SENT: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
};

const resultTone: Record<MessageResultStatus, StatusTone> = {
  WAITING: 'info',
  SENT: 'success',
  FAILED: 'danger',
  SKIPPED: 'neutral',
  CANCELLED: 'neutral',
};

export function RequestStatusLabel({ status }: { status: MessageRequestStatus }) {
  return <StatusLabel tone={requestTone[status]}>{text.status[status]}</StatusLabel>;
}

export function ResultStatusLabel({ status }: { status: MessageResultStatus }) {
  return <StatusLabel tone={resultTone[status]}>{text.resultStatus[status]}</StatusLabel>;
}
