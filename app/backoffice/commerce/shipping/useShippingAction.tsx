/**
 * Runs an operator action on shipments the way the kit says (issue 17, backoffice.md §4): a
 * reversible one (hold, prepare) is applied on screen at once and sent after the undo window; an
 * irreversible one (drop out, confirm delivered) asks first, naming count and scope, and is sent
 * on confirmation. A refusal says why in a toast — a status that no longer allows it (the whole
 * selection is left unchanged), a scope that moved — and the lists and the detail are refetched.
 * The list's bulk bar and the detail's buttons both act through here.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { isReversible, type ShippingAction } from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { adminHistoryKeys } from '../../api/adminHistory';
import { adminShippingKeys } from '../../api/adminShipping';
import type { RevertCause } from '../../kit/undo/undoQueue';
import { useUndoableAction } from '../../kit/undo/UndoProvider';
import { useConfirmBulk } from '../../kit/undo/useConfirmBulk';

const text = copy.backofficeShipping;

export interface ShippingActionRequest {
  action: ShippingAction;
  /** Count and scope in words ("선택한 2건", "배송 shp-…"). */
  scope: string;
  send: (options: { keepalive: boolean }) => Promise<unknown>;
  /** Shows the change on screen at once (a reversible action, during its undo window). */
  apply?: () => void;
  /** Takes it back on screen: undone in its window, or its send failed (see UndoableChange). */
  revert?: (cause: RevertCause) => void;
}

function refusalMessage(error: unknown): string {
  if (!isApiError(error)) return text.actionFailed;
  if (error.code === errorCodes.selectionChanged.code) return text.selectionChanged;
  if (error.code === errorCodes.shippingTransitionNotAllowed.code) {
    const blocked = error.data?.['blockedCount'];
    return typeof blocked === 'number' ? text.blocked(formatCount(blocked)) : text.notAllowed;
  }
  return text.actionFailed;
}

/** What a shipment status change changes, for the other tabs: the shipments and their history. */
const shippingChanges = [adminShippingKeys.all, adminHistoryKeys.all];

export function useShippingAction(): { perform: (request: ShippingActionRequest) => void; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const confirm = useConfirmBulk();

  const send = async (request: ShippingActionRequest, keepalive: boolean) => {
    try {
      await request.send({ keepalive });
    } catch (error) {
      toast.show(refusalMessage(error));
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminShippingKeys.all });
    }
  };

  const perform = (request: ShippingActionRequest) => {
    if (isReversible(request.action)) {
      undo.run({
        label: text.done[request.action](request.scope),
        apply: () => request.apply?.(),
        revert: (cause) => request.revert?.(cause),
        send: ({ keepalive }) => send(request, keepalive),
        changes: shippingChanges,
      });
      return;
    }
    confirm.ask({
      action: text.actions[request.action],
      scope: request.scope,
      run: async () => {
        request.apply?.();
        try {
          await send(request, false);
          toast.show(text.done[request.action](request.scope));
        } catch {
          request.revert?.('failed');
        }
      },
    });
  };

  return { perform, dialog: confirm.dialog };
}
