/**
 * Irreversible bulk actions (issue 15, part 2): no undo, a confirmation that names the count and
 * the scope ("대상: 검색 결과 전체 8,214명. 삭제하면 되돌릴 수 없어요."). Pending undoable changes
 * are sent first — another action is starting. The dialog stays open, busy, while the action runs,
 * and closes when it is done (the caller reports a failure its own way).
 */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { copy } from '@app/shared/copy';
import { useUndoableAction } from './UndoProvider';

export interface ConfirmBulkRequest {
  /** The verb as the sentence needs it: "삭제". */
  action: string;
  /** Count and scope in words (useListSelection's `summary`). */
  scope: string;
  run: () => Promise<unknown>;
}

export interface ConfirmBulkApi {
  ask(request: ConfirmBulkRequest): void;
  /** Render it once in the screen. */
  dialog: ReactNode;
}

export function useConfirmBulk(): ConfirmBulkApi {
  const { flushPending } = useUndoableAction();
  const [request, setRequest] = useState<ConfirmBulkRequest | null>(null);
  const [running, setRunning] = useState(false);

  const submit = async () => {
    if (!request) return;
    setRunning(true);
    try {
      await flushPending();
      await request.run();
    } finally {
      setRunning(false);
      setRequest(null);
    }
  };

  return {
    ask: setRequest,
    dialog: (
      <ConfirmDialog
        open={request !== null}
        tone="danger"
        title={request ? copy.listKit.confirmBulkTitle(request.action) : ''}
        submitLabel={request?.action}
        submitting={running}
        onCancel={() => !running && setRequest(null)}
        onSubmit={() => void submit()}
      >
        {/* The dialog puts its text in its own paragraph (its description). */}
        {request ? copy.listKit.confirmBulkBody(request.scope, request.action) : null}
      </ConfirmDialog>
    ),
  };
}
