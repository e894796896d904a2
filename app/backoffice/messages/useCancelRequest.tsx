/**
 * Cancelling a message request (issue 43: "a pending or scheduled request can be cancelled
 * (confirm; once sent, no cancel is offered)"), one flow for the request list and a request's page:
 * the question says what will not be sent — a scheduled one at its time, a pending one to the
 * people still waiting — and that it cannot be undone (irreversible, so it confirms rather than
 * offering an undo). A refusal (the request went meanwhile) is said in the server's Korean words and
 * the request read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { MessageRequest } from '@app/shared/api/contract/adminMessage';
import { messageErrorCodes } from '@app/shared/api/contract/adminMessageRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { announces } from '@app/shared/sync/querySync';
import { adminJobKeys } from '../api/adminJob';
import { adminMessageKeys, cancelRequest } from './api';

const text = copy.backofficeMessages.cancel;

export interface CancelRequestApi {
  ask(request: MessageRequest): void;
  /** The request being cancelled now, if any (its button shows it is busy). */
  pendingKey: string | null;
  dialog: ReactNode;
}

export function useCancelRequest(): CancelRequestApi {
  const client = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState<MessageRequest | null>(null);
  const cancel = useMutation({
    mutationFn: (request: MessageRequest) => cancelRequest(request.requestKey),
    meta: announces(adminMessageKeys.all, adminJobKeys.all),
    onSuccess: () => toast.show(text.done),
    onError: (error) => {
      const refused = isApiError(error) && error.code === messageErrorCodes.messageCancelNotAllowed.code;
      toast.show({ message: refused ? error.message : text.failed, tone: 'danger' });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: adminMessageKeys.all }),
  });
  return {
    ask: setAsking,
    pendingKey: cancel.isPending ? cancel.variables.requestKey : null,
    dialog: (
      <ConfirmDialog
        open={asking !== null}
        tone="danger"
        title={text.title}
        submitLabel={text.submit}
        cancelLabel={text.keep}
        onCancel={() => setAsking(null)}
        onSubmit={() => {
          if (asking) cancel.mutate(asking);
          setAsking(null);
        }}
      >
        {asking
          ? asking.status === 'SCHEDULED'
            ? text.scheduledBody(formatDateTime(asking.sendAt), formatCount(asking.counts.waiting))
            : text.pendingBody(formatCount(asking.counts.waiting))
          : null}
      </ConfirmDialog>
    ),
  };
}
