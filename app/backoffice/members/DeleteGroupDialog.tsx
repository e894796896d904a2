/**
 * Deleting a member group is irreversible, so it is confirmed — and the confirmation says what
 * happens to the members before anything is sent: they stay members, only this grouping goes,
 * with how many there are (backoffice.md §7 Members; issue 15 "what happens to the members is
 * said before deleting"). Pending undoable changes are sent first: another action is starting.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import type { MemberGroup } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { adminMemberKeys, deleteGroup } from '../api/adminMember';
import { adminMemberListKeys } from '../api/adminMemberList';
import { useUndoableAction } from '../kit/undo/UndoProvider';

const text = copy.backofficeMembers;

export interface DeleteGroupDialogProps {
  group: MemberGroup;
  onClose: () => void;
  /** After the group is gone (its own page leaves for the list). */
  onDeleted?: () => void;
}

export function DeleteGroupDialog({ group, onClose, onDeleted }: DeleteGroupDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { flushPending } = useUndoableAction();
  const remove = useMutation({
    mutationFn: async () => {
      await flushPending();
      await deleteGroup(group.groupKey);
    },
    meta: announces(adminMemberKeys.all, adminHistoryKeys.all, adminMemberListKeys.all),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      queryClient.removeQueries({ queryKey: adminMemberKeys.group(group.groupKey) });
      void queryClient.invalidateQueries({ queryKey: adminMemberKeys.groupLists() });
      toast.show(text.deleted(group.name));
      onClose();
      onDeleted?.();
    },
    // Also said as a toast: the dialog stays open to try again, and a toast is announced.
    onError: () => toast.show({ message: text.deleteFailed, tone: 'danger' }),
  });
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={text.deleteTitle(group.name)}
      submitLabel={text.delete}
      cancelLabel={text.cancel}
      submitting={remove.isPending}
      onCancel={() => !remove.isPending && onClose()}
      onSubmit={() => remove.mutate()}
    >
      {/* The dialog's description is one paragraph: the consequence, then why the last try failed. */}
      {group.memberCount > 0 ? text.deleteBody(formatCount(group.memberCount)) : text.deleteEmptyBody}
      {remove.isError ? ` ${text.deleteFailed}` : null}
    </ConfirmDialog>
  );
}
