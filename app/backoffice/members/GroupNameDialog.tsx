/**
 * Creating or renaming a member group: one name field with §5's common-text messages at the field
 * (the same rule the server applies), a taken name answered by the server (409
 * `member.group.name_taken`) shown at the field too, any other failure above the form with what
 * was typed kept. The kit's name dialog (kit/forms/NameDialog.tsx) draws and saves it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@ds/components/Toast';
import { GROUP_NAME_MAX, type MemberGroup } from '@app/shared/api/contract/adminMember';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { adminMemberKeys, createGroup, renameGroup } from '../api/adminMember';
import { adminMemberListKeys } from '../api/adminMemberList';
import { NameDialog } from '../kit/forms/NameDialog';
import { groupNameFormSchema } from './memberGroupRules';

const text = copy.backofficeMembers;

export interface GroupNameDialogProps {
  /** The group being renamed; creating a new one when absent. */
  group?: MemberGroup;
  onClose: () => void;
}

export function GroupNameDialog({ group, onClose }: GroupNameDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return (
    <NameDialog
      words={{
        title: group ? text.renameTitle : text.createTitle,
        label: text.nameLabel,
        hint: text.nameHint,
        cancel: text.cancel,
        submit: group ? text.save : text.create,
        failed: text.saveFailed,
        taken: text.nameTaken,
      }}
      initial={group?.name ?? ''}
      schema={groupNameFormSchema}
      maxLength={GROUP_NAME_MAX}
      takenCode={errorCodes.groupNameTaken.code}
      send={(name) => (group ? renameGroup(group.groupKey, name) : createGroup(name))}
      // The groups, the history (a group's own panel), the member list's group names; other tabs too.
      meta={announces(adminMemberKeys.all, adminHistoryKeys.all, adminMemberListKeys.all)}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
        void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
        toast.show(group ? text.renamed(saved.name) : text.created(saved.name));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
