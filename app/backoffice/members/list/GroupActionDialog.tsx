/**
 * The group picker of the member list's bulk actions "그룹에 추가" and "그룹에서 빼기" (issue 16):
 * it names the scope in words (the selection's count and whether it is every member matching),
 * offers the tenant's groups, and runs the action; the dialog stays open and busy while it runs,
 * and the caller reports the outcome. Sent with no group, the picker says so and takes the focus.
 */
import { useId, useState } from 'react';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { Select } from '@ds/components/Select';
import { useFocusFirstInvalid } from '@ds/lib/useFocusFirstInvalid';
import type { MemberGroup } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';

const text = copy.backofficeMemberList;

export interface GroupActionDialogProps {
  mode: 'add' | 'remove';
  groups: readonly MemberGroup[];
  /** "검색 결과 전체 8,214명". */
  scope: string;
  onSubmit: (group: MemberGroup) => Promise<unknown>;
  onClose: () => void;
}

export function GroupActionDialog({ mode, groups, scope, onSubmit, onClose }: GroupActionDialogProps) {
  const formId = useId();
  const [groupKey, setGroupKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const { containerRef: refusedFormRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = async () => {
    const group = groups.find((candidate) => candidate.groupKey === groupKey);
    if (!group) {
      setError(text.groupRequired);
      focusFirstInvalid();
      return;
    }
    setRunning(true);
    try {
      await onSubmit(group);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Dialog
      open
      size="sm"
      onClose={() => !running && onClose()}
      title={mode === 'add' ? text.groupDialogAddTitle : text.groupDialogRemoveTitle}
      description={text.groupDialogScope(scope)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={running}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} loading={running}>
            {mode === 'add' ? text.addToGroup : text.removeFromGroup}
          </Button>
        </>
      }
    >
      <form
        ref={refusedFormRef}
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Select
          label={text.groupLabel}
          placeholder={text.groupPlaceholder}
          value={groupKey}
          error={error}
          options={groups.map((group) => ({ value: group.groupKey, label: group.name }))}
          onChange={(event) => {
            setGroupKey(event.currentTarget.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
