/**
 * `/admin/members/groups/:groupKey` (backoffice.md §7 Members "groups … and members"; issue 15):
 * a group's members on the list kit — text, joined period (Seoul days) and marketing consent
 * filters, sort, page and columns all in the URL; select rows, the page, or every member matching
 * ("검색 결과 전체 3,204명"); "그룹에서 빼기" applied at once and sent after the undo window (the
 * undo queue flushes it when another action starts, the tab hides or the page is left); "회원
 * 추가" from a search, "CSV로 추가" through the import kit's dry run, "엑셀로 내려받기" as a job
 * the job centre follows; and the group's change history.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import { marketingConsentSchema, type GroupMember, type MemberGroup } from '@app/shared/api/contract/adminMember';
import { groupMemberSortFields } from '@app/shared/api/contract/adminMemberSorts';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';
import type { SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { adminMemberKeys, exportMembers, groupMembersQuery, groupQuery, removeGroupMembers, type MemberSelection } from '../api/adminMember';
import { adminMemberListKeys } from '../api/adminMemberList';
import { RecordHistory } from '../history/RecordHistory';
import { ExportMenu } from '../kit/files/ExportMenu';
import { ImportDialog } from '../kit/import';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { useListSelection } from '../kit/selection/useListSelection';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { AddMembersDialog } from './AddMembersDialog';
import { withCountTakenBack, withoutSelected, withRemovalTakenBack, type GroupMembersPage as MembersPage } from './memberGroupRules';
import { memberImportDefinition } from './memberImport';
import { MEMBER_GROUPS_PATH } from './paths';

const text = copy.backofficeMembers;

export const groupMembersList = defineList({
  id: 'member-groups.members',
  filters: {
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
    joined: { kind: 'dateRange', label: text.joinedFilter },
    marketing: {
      kind: 'set',
      label: text.marketingFilter,
      options: marketingConsentSchema.options.map((value) => ({ value, label: value === 'AGREED' ? text.marketingAgreed : text.marketingDeclined })),
    },
  },
  sortFields: groupMemberSortFields,
  defaultSort: { field: 'addedAt', direction: 'desc' },
  pageSizes: [50, 100, 500],
  defaultPageSize: 50,
  columns: [
    { id: 'displayName', alwaysVisible: true },
    { id: 'email' },
    { id: 'phone' },
    { id: 'joinedAt' },
    { id: 'marketing' },
    { id: 'addedAt' },
  ],
});

const columns: DataTableColumn<GroupMember>[] = [
  { id: 'displayName', header: text.columnDisplayName, cell: (member) => member.displayName },
  { id: 'email', header: text.columnEmail, cell: (member) => member.email },
  { id: 'phone', header: text.columnPhone, kind: 'phone', cell: (member) => (member.phone ? formatPhone(member.phone) : text.noPhone) },
  { id: 'joinedAt', header: text.columnJoinedAt, kind: 'date', cell: (member) => formatDate(member.joinedAt) },
  { id: 'marketing', header: text.columnMarketing, cell: (member) => (member.marketingAgreement ? text.marketingAgreed : text.marketingDeclined) },
  { id: 'addedAt', header: text.columnAddedAt, kind: 'date', cell: (member) => formatDate(member.addedAt) },
];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const History = styled.div`
  margin-top: ${vars.space[8]};
`;

type Dialog = 'add' | 'import' | null;

/**
 * What a removal from a group changes: the groups and their members, the history (the page's own
 * panel among them) and the member list (its group column and filter).
 */
const removalChanges = [adminMemberKeys.all, adminHistoryKeys.all, adminMemberListKeys.all];

function GroupMembers({ group }: { group: MemberGroup }) {
  const { groupKey } = group;
  const queryClient = useQueryClient();
  const toast = useToast();
  const centre = useJobCentre();
  const undo = useUndoableAction();
  const list = useListState(groupMembersList);
  const page = useListPageQuery(list, (query) => groupMembersQuery(groupKey, query));
  const selection = useListSelection(list, page.data?.totalCount, text.unit);
  const [dialog, setDialog] = useState<Dialog>(null);

  const startExport = useMutation({
    mutationFn: async ({ scope, format }: { scope?: MemberSelection; format: SpreadsheetFormat }) => {
      await undo.flushPending();
      return exportMembers(groupKey, scope ? { format, selection: scope } : { format });
    },
    onSuccess: (job) => {
      centre.track(job);
      toast.show(text.exportStarted);
    },
    onError: () => toast.show(text.exportFailed),
  });

  const removeSelected = () => {
    const scope = selection.scope;
    if (!scope) return;
    const count = selection.count;
    const pageKey = adminMemberKeys.members(groupKey, list.query);
    const groupKeyOfCache = adminMemberKeys.group(groupKey);
    const before = { page: queryClient.getQueryData<MembersPage>(pageKey), group: queryClient.getQueryData<MemberGroup>(groupKeyOfCache) };
    undo.run({
      label: text.removed(selection.summary),
      apply: () => {
        if (before.page) queryClient.setQueryData(pageKey, withoutSelected(before.page, scope, count));
        if (before.group) queryClient.setQueryData(groupKeyOfCache, { ...before.group, memberCount: Math.max(0, before.group.memberCount - count) });
        selection.clear();
      },
      // Only this removal is taken back: a later one may be on screen by the time a send fails.
      revert: () => {
        const { page: shown } = before;
        if (shown) queryClient.setQueryData<MembersPage>(pageKey, (now) => withRemovalTakenBack(now, shown, scope, count));
        if (before.group) queryClient.setQueryData<MemberGroup>(groupKeyOfCache, (now) => withCountTakenBack(now, count));
      },
      send: async ({ keepalive }) => {
        try {
          await removeGroupMembers(groupKey, scope, { keepalive });
        } catch (error) {
          if (isApiError(error) && error.code === errorCodes.selectionChanged.code) toast.show(text.selectionChanged);
          throw error;
        } finally {
          for (const queryKey of removalChanges) void queryClient.invalidateQueries({ queryKey });
        }
      },
      changes: removalChanges,
    });
  };

  const { track } = centre;
  // The import changes the group when its job ends: the job centre refreshes the group then.
  const importDefinition = useMemo(() => memberImportDefinition(groupKey, track), [groupKey, track]);

  return (
    <AdminPage
      title={group.name}
      area={areaById('MEMBER')}
      description={text.membersIntro(formatCount(group.memberCount))}
      actions={
        <Toolbar>
          <Button onClick={() => setDialog('add')}>{text.addMembers}</Button>
          <Button variant="secondary" onClick={() => setDialog('import')}>
            {text.importCsv}
          </Button>
          <Button variant="secondary" loading={startExport.isPending} onClick={() => startExport.mutate({ format: 'XLSX' })}>
            {text.exportXlsx}
          </Button>
        </Toolbar>
      }
    >
      <ListPage
        list={list}
        page={page}
        caption={text.membersCaption}
        noun={text.memberNoun}
        unit={text.unit}
        columns={columns}
        getRowKey={(member) => member.accountKey}
        getRowLabel={(member) => member.displayName}
        selection={selection}
        emptyAction={<Button onClick={() => setDialog('add')}>{text.addMembers}</Button>}
        bulkActions={
          <>
            <Button variant="danger" size="sm" onClick={removeSelected} disabled={selection.tooLarge}>
              {text.removeFromGroup}
            </Button>
            <ExportMenu
              label={text.exportSelection}
              disabled={selection.tooLarge || startExport.isPending}
              onExport={(format) => startExport.mutate({ scope: selection.scope ?? undefined, format })}
            />
          </>
        }
      />
      <History>
        <RecordHistory recordType="MEMBER_GROUP" recordKey={groupKey} />
      </History>
      {dialog === 'add' && <AddMembersDialog group={group} onClose={() => setDialog(null)} />}
      <ImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        title={text.importTitle(group.name)}
        description={text.importDescription}
        definition={importDefinition}
        countLabels={{ existing: text.importExisting, notFound: text.importNotFound }}
        notFoundMessage={text.importNotFoundMessage}
        fileBaseName={text.importFileName(group.name)}
      />
    </AdminPage>
  );
}

export function GroupMembersPage() {
  const { groupKey = '' } = useParams();
  const group = useQuery(groupQuery(groupKey));
  if (group.data) return <GroupMembers group={group.data} />;
  const gone = isApiError(group.error) && group.error.code === errorCodes.notFound.code;
  return (
    <AdminPage title={text.groupsTitle} area={areaById('MEMBER')}>
      {group.isPending ? (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      ) : gone ? (
        <EmptyState headingLevel={2} title={text.groupGone} action={<Link to={MEMBER_GROUPS_PATH}>{text.backToGroups}</Link>} />
      ) : (
        <ErrorState title={text.groupLoadFailed} description={copy.common.serverError} onRetry={() => void group.refetch()} retryLabel={copy.common.retry} />
      )}
    </AdminPage>
  );
}
