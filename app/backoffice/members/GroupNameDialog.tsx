/**
 * Creating or renaming a member group: one name field with §5's common-text messages at the field
 * (the same rule the server applies), a taken name answered by the server (409
 * `member.group.name_taken`) shown at the field too, any other failure above the form with what
 * was typed kept. The dialog stays open, busy, while the save runs. Saved through the form kit
 * (useFormSave): a refused name is focused, the notice brought into view.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import { GROUP_NAME_MAX, type MemberGroup } from '@app/shared/api/contract/adminMember';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { adminMemberKeys, createGroup, renameGroup } from '../api/adminMember';
import { adminMemberListKeys } from '../api/adminMemberList';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { groupNameFormSchema, type GroupNameFormValues } from './memberGroupRules';

const text = copy.backofficeMembers;

export interface GroupNameDialogProps {
  /** The group being renamed; creating a new one when absent. */
  group?: MemberGroup;
  onClose: () => void;
}

export function GroupNameDialog({ group, onClose }: GroupNameDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const form = useForm<GroupNameFormValues>({
    resolver: zodResolver(groupNameFormSchema),
    defaultValues: { name: group?.name ?? '' },
  });
  const save = useFormSave({
    form,
    // A group carries no version: the last rename wins.
    version: null,
    send: ({ name }) => (group ? renameGroup(group.groupKey, name) : createGroup(name)),
    // The groups, the history (a group's own panel), the member list's group names; other tabs too.
    meta: announces(adminMemberKeys.all, adminHistoryKeys.all, adminMemberListKeys.all),
    fieldOf: (path) => (path === 'name' ? 'name' : null),
    area: (error) => (isApiError(error) && error.code === errorCodes.groupNameTaken.code ? { issues: [{ field: 'name', message: text.nameTaken }] } : null),
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      toast.show(group ? text.renamed(saved.name) : text.created(saved.name));
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={() => !save.pending && onClose()}
      title={group ? text.renameTitle : text.createTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.pending}>
            {group ? text.save : text.create}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save.submit}>
        <SaveProblemAlert problem={save.problem} failed={text.saveFailed} />
        <TextField
          label={text.nameLabel}
          hint={text.nameHint}
          required
          maxLength={GROUP_NAME_MAX + 10}
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      </form>
    </Dialog>
  );
}
