/**
 * The member list's bulk actions (issue 16), drawn in the list kit's bulk bar once rows are picked:
 * add to or remove from a group (GroupActionDialog), marketing consent (applied at once, sent
 * after the undo window), "수강권 지급" / "쿠폰 발급" / "문자 보내기" (the selection handed to those areas' pages),
 * the picked rows' download, and the withdrawal by a manager (irreversible: confirmed with count
 * and scope).
 *
 * Its own chunk, fetched by MemberListPage once the list is on screen rather than with it: none
 * of this is drawn before a row is picked, and the first download of `/admin/members` has a size
 * budget (bench/routes.mjs).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@ds/components/Button';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { MemberGroup } from '@app/shared/api/contract/adminMember';
import type { MemberRow } from '@app/shared/api/contract/adminMemberList';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import type { SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { areaById } from '../../access/areas';
import { adminMemberKeys } from '../../api/adminMember';
import {
  addMembersToGroup,
  adminMemberListKeys,
  changeMarketingConsent,
  membersQuery,
  removeMembersFromGroup,
  withdrawMembers,
  type MemberListQuery,
  type MemberListSelection,
} from '../../api/adminMemberList';
import { issueChooserPath } from '../../coupons/paths';
import { ExportMenu } from '../../kit/files/ExportMenu';
import { GiveToSelectionButton } from '../../kit/recipients/GiveToSelectionButton';
import type { ListSelectionApi } from '../../kit/selection/useListSelection';
import { useConfirmBulk } from '../../kit/undo/useConfirmBulk';
import { useUndoableAction } from '../../kit/undo/UndoProvider';
import { GroupActionDialog } from './GroupActionDialog';
import type { MemberListDefinition } from './memberListDefinition';

const text = copy.backofficeMemberList;

/** The rows a selection covers on the page shown (a query scope covers every row but the excluded). */
function selects(selection: MemberListSelection): (member: MemberRow) => boolean {
  const keys = new Set(selection.kind === 'keys' ? selection.keys : selection.excluded);
  return (member) => (selection.kind === 'keys' ? keys.has(member.accountKey) : !keys.has(member.accountKey));
}

export interface MemberBulkActionsProps {
  selection: ListSelectionApi<MemberListDefinition, never>;
  /** The tenant's groups: the group dialog's choices. */
  groups: readonly MemberGroup[];
  /** The page shown: a consent change is drawn on it at once, and put back by its undo. */
  pageQuery: MemberListQuery;
  /** The picked rows' download is being asked for (the page starts every download). */
  exportingSelection: boolean;
  onExportSelection: (format: SpreadsheetFormat) => void;
}

export function MemberBulkActions({ selection, groups, pageQuery, exportingSelection, onExportSelection }: MemberBulkActionsProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const confirm = useConfirmBulk();
  const [groupDialog, setGroupDialog] = useState<'add' | 'remove' | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminMemberListKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
  };

  /** Says a moved scope in words; other failures in general ones. */
  const reportFailure = (error: unknown) =>
    toast.show(isApiError(error) && error.code === errorCodes.selectionChanged.code ? text.selectionChanged : text.actionFailed);

  const changeConsent = (agreed: boolean) => {
    const scope = selection.scope;
    if (!scope) return;
    const pageKey = membersQuery(pageQuery).queryKey;
    const before = queryClient.getQueryData(pageKey);
    const covered = selects(scope);
    undo.run({
      label: text.marketingChanged(selection.summary, agreed),
      apply: () => {
        if (before) queryClient.setQueryData(pageKey, { ...before, items: before.items.map((member) => (covered(member) ? { ...member, marketingAgreement: agreed } : member)) });
        selection.clear();
      },
      revert: () => queryClient.setQueryData(pageKey, before),
      send: async ({ keepalive }) => {
        try {
          await changeMarketingConsent(scope, agreed, { keepalive });
        } catch (error) {
          reportFailure(error);
          throw error;
        } finally {
          refresh();
        }
      },
    });
  };

  const askWithdrawal = () => {
    const scope = selection.scope;
    if (!scope) return;
    confirm.ask({
      action: text.withdrawAction,
      scope: selection.summary,
      run: async () => {
        try {
          const { withdrawnCount } = await withdrawMembers(scope);
          toast.show(text.withdrawn(formatCount(withdrawnCount)));
          selection.clear();
        } catch (error) {
          reportFailure(error);
        } finally {
          refresh();
        }
      },
    });
  };

  const runGroupAction = async (mode: 'add' | 'remove', group: MemberGroup) => {
    const scope = selection.scope;
    if (!scope) return;
    await undo.flushPending();
    try {
      if (mode === 'add') {
        const result = await addMembersToGroup(scope, group.groupKey);
        toast.show(text.added(group.name, formatCount(result.addedCount), formatCount(result.alreadyInGroupCount)));
      } else {
        const result = await removeMembersFromGroup(scope, group.groupKey);
        toast.show(text.removed(group.name, formatCount(result.removedCount)));
      }
      selection.clear();
      setGroupDialog(null);
    } catch (error) {
      reportFailure(error);
    } finally {
      refresh();
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" disabled={selection.tooLarge} onClick={() => setGroupDialog('add')}>
        {text.addToGroup}
      </Button>
      <Button variant="secondary" size="sm" disabled={selection.tooLarge} onClick={() => setGroupDialog('remove')}>
        {text.removeFromGroup}
      </Button>
      <Button variant="secondary" size="sm" disabled={selection.tooLarge} onClick={() => changeConsent(true)}>
        {text.agreeMarketing}
      </Button>
      <Button variant="secondary" size="sm" disabled={selection.tooLarge} onClick={() => changeConsent(false)}>
        {text.declineMarketing}
      </Button>
      <GiveToSelectionButton area={areaById('ASSIGNMENT')} label={copy.backofficeAssignmentSections.fromMembers} selection={selection} />
      <GiveToSelectionButton area={areaById('COUPON')} to={issueChooserPath()} label={copy.backofficeCouponSections.fromMembers} selection={selection} />
      <GiveToSelectionButton area={areaById('MESSAGE')} label={copy.backofficeMessageSections.fromMembers} selection={selection} />
      <ExportMenu label={text.exportSelection} disabled={selection.tooLarge || exportingSelection} onExport={onExportSelection} />
      <Button variant="danger" size="sm" disabled={selection.tooLarge} onClick={askWithdrawal}>
        {text.withdraw}
      </Button>
      {groupDialog && (
        <GroupActionDialog
          mode={groupDialog}
          groups={groups}
          scope={selection.summary}
          onSubmit={(group) => runGroupAction(groupDialog, group)}
          onClose={() => setGroupDialog(null)}
        />
      )}
      {confirm.dialog}
    </>
  );
}
