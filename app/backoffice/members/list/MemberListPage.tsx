/**
 * `/admin/members` (backoffice.md §2 "member list with filters and download", §7 Members "list;
 * filtered aggregation POST; marketing consent; download; withdrawal by manager"; issue 16): the
 * site's 10,000+ members on the list kit — name/e-mail/phone text, joined period (Seoul days),
 * marketing consent, groups, e-mail verification and phone certification, sort, page and columns
 * all in the URL; the tenant's info-config fields as columns; the totals of the current filter
 * from the aggregation; the download of the filtered list or of the rows picked (CSV or XLSX) as a job; and, for rows
 * picked, the page, or every member matching: add to or remove from a group, marketing consent
 * (applied at once, sent after the undo window), and the withdrawal by a manager (irreversible:
 * confirmed with count and scope); and "수강권 지급" / "쿠폰 발급", which open the assign page and the
 * coupon issue page with the selection as the recipients (the kit's GiveToSelectionButton, shown to
 * an operator of that area; those pages stay their areas' own chunks). Each name leads to the
 * member's detail.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { formatCount } from '@ds/lib/text/number';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { RegisterField } from '@app/shared/api/contract/account';
import type { MemberGroup } from '@app/shared/api/contract/adminMember';
import type { MemberRow } from '@app/shared/api/contract/adminMemberList';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';
import type { SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { areaById } from '../../access/areas';
import { infoConfigQuery } from '../../api/adminAccount';
import { adminMemberKeys, groupsQuery } from '../../api/adminMember';
import {
  addMembersToGroup,
  adminMemberListKeys,
  changeMarketingConsent,
  exportMemberList,
  membersQuery,
  memberAggregationQuery,
  removeMembersFromGroup,
  withdrawMembers,
  type MemberListSelection,
} from '../../api/adminMemberList';
import { issueChooserPath } from '../../coupons/paths';
import { ExportMenu } from '../../kit/files/ExportMenu';
import { useJobCentre } from '../../kit/jobs/JobCentre';
import { ListPage, useListPageQuery } from '../../kit/list/ListPage';
import { toFilterQuery } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { GiveToSelectionButton } from '../../kit/recipients/GiveToSelectionButton';
import { useListSelection } from '../../kit/selection/useListSelection';
import { useConfirmBulk } from '../../kit/undo/useConfirmBulk';
import { useUndoableAction } from '../../kit/undo/UndoProvider';
import { AdminPage } from '../../shell/AdminPage';
import { AreaSectionNav } from '../../areas/AreaSectionNav';
import { memberDetailPath } from '../paths';
import { GroupActionDialog } from './GroupActionDialog';
import { CERTIFIED_PHONE_WIDTH, formatInfoValue, infoColumnId, infoColumnSize } from './infoColumns';
import { memberListDefinition, type MemberListDefinition } from './memberListDefinition';

const text = copy.backofficeMemberList;
/** Every group of the tenant in one call: the group filter's options and the group dialog's choices. */
const ALL_GROUPS = { size: 1000 } as const;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0 0 ${vars.space[4]};
  font-variant-numeric: tabular-nums;
  > div { display: flex; gap: ${vars.space[2]}; }
  dt { color: ${vars.color.textMuted}; }
  dd { margin: 0; font-weight: ${vars.font.weightBold}; }
`;

function memberColumns(infoFields: readonly RegisterField[]): DataTableColumn<MemberRow>[] {
  return [
    { id: 'displayName', header: text.columnDisplayName, cell: (member) => <Link to={memberDetailPath(member.accountKey)}>{member.displayName}</Link> },
    { id: 'email', header: text.columnEmail, width: '17rem', cell: (member) => `${member.email} ${member.emailVerified ? text.verifiedMark : text.unverifiedMark}` },
    {
      id: 'phone',
      header: text.columnPhone,
      width: CERTIFIED_PHONE_WIDTH,
      cell: (member) => (member.phone ? `${formatPhone(member.phone)}${member.phoneCertifiedAt ? ` ${text.certifiedOn(formatDate(member.phoneCertifiedAt))}` : ''}` : text.noPhone),
    },
    { id: 'joinedAt', header: text.columnJoinedAt, kind: 'date', cell: (member) => formatDate(member.joinedAt) },
    { id: 'marketing', header: text.columnMarketing, cell: (member) => (member.marketingAgreement ? text.marketingAgreed : text.marketingDeclined) },
    { id: 'groups', header: text.columnGroups, cell: (member) => (member.groups.length > 0 ? member.groups.map((group) => group.name).join(', ') : text.noGroup) },
    ...infoFields.map(
      (field): DataTableColumn<MemberRow> => ({
        id: infoColumnId(field),
        header: field.label,
        ...infoColumnSize(field),
        cell: (member) => formatInfoValue(field, member.info.find((value) => value.fieldName === field.name)),
      }),
    ),
  ];
}

/** The rows a selection covers on the page shown (a query scope covers every row but the excluded). */
function selects(selection: MemberListSelection): (member: MemberRow) => boolean {
  const keys = new Set(selection.kind === 'keys' ? selection.keys : selection.excluded);
  return (member) => (selection.kind === 'keys' ? keys.has(member.accountKey) : !keys.has(member.accountKey));
}

interface MemberListProps {
  definition: MemberListDefinition;
  groups: readonly MemberGroup[];
  infoFields: readonly RegisterField[];
}

function MemberList({ definition, groups, infoFields }: MemberListProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const centre = useJobCentre();
  const undo = useUndoableAction();
  const confirm = useConfirmBulk();
  const list = useListState(definition);
  const page = useListPageQuery(list, membersQuery);
  const filter = useMemo(() => toFilterQuery(definition, list.state.filters), [definition, list.state.filters]);
  const totals = useQuery({ ...memberAggregationQuery(filter), placeholderData: keepPreviousData });
  const selection = useListSelection(list, page.data?.totalCount, text.unit);
  const [groupDialog, setGroupDialog] = useState<'add' | 'remove' | null>(null);
  const [exporting, setExporting] = useState<SpreadsheetFormat | 'selection' | null>(null);
  const columns = useMemo(() => memberColumns(infoFields), [infoFields]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminMemberListKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminMemberKeys.all });
  };

  /** Says a moved scope in words; other failures in general ones. */
  const reportFailure = (error: unknown) =>
    toast.show(isApiError(error) && error.code === errorCodes.selectionChanged.code ? text.selectionChanged : text.actionFailed);

  const startExport = async (format: SpreadsheetFormat, scope: MemberListSelection | null) => {
    setExporting(scope ? 'selection' : format);
    try {
      await undo.flushPending();
      const job = await exportMemberList(scope ? { format, selection: scope } : { format, filter });
      centre.track(job);
      toast.show(text.exportStarted);
    } catch {
      toast.show(text.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  const changeConsent = (agreed: boolean) => {
    const scope = selection.scope;
    if (!scope) return;
    const pageKey = membersQuery(list.query).queryKey;
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

  const total = (label: string, value: number | undefined): ReactNode => (
    <div>
      <dt>{label}</dt>
      <dd>{value === undefined ? '…' : text.totalsValue(formatCount(value))}</dd>
    </div>
  );

  return (
    <>
      <Totals aria-label={text.totalsLabel}>
        {total(text.totalsMarketing, totals.data?.marketingAgreedCount)}
        {total(text.totalsEmail, totals.data?.emailVerifiedCount)}
        {total(text.totalsPhone, totals.data?.phoneCertifiedCount)}
      </Totals>
      <ListPage
        list={list}
        page={page}
        caption={text.listCaption}
        noun={text.memberNoun}
        unit={text.unit}
        columns={columns}
        getRowKey={(member) => member.accountKey}
        getRowLabel={(member) => member.displayName}
        selection={selection}
        height={560}
        toolbar={
          <Toolbar>
            <Button variant="secondary" size="sm" loading={exporting === 'CSV'} onClick={() => void startExport('CSV', null)}>
              {text.exportCsv}
            </Button>
            <Button variant="secondary" size="sm" loading={exporting === 'XLSX'} onClick={() => void startExport('XLSX', null)}>
              {text.exportXlsx}
            </Button>
          </Toolbar>
        }
        bulkActions={
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
            <ExportMenu
              label={text.exportSelection}
              disabled={selection.tooLarge || exporting === 'selection'}
              onExport={(format) => void startExport(format, selection.scope)}
            />
            <Button variant="danger" size="sm" disabled={selection.tooLarge} onClick={askWithdrawal}>
              {text.withdraw}
            </Button>
          </>
        }
      />
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

export function MemberListPage() {
  const groups = useQuery(groupsQuery(ALL_GROUPS));
  const infoConfig = useQuery(infoConfigQuery());
  const groupItems = groups.data?.items;
  const infoFields = infoConfig.data?.info;
  const definition = useMemo(() => (groupItems && infoFields ? memberListDefinition(groupItems, infoFields) : null), [groupItems, infoFields]);
  return (
    <AdminPage title={text.listTitle} area={areaById('MEMBER')} description={text.listIntro}>
      <AreaSectionNav />
      {definition && groupItems && infoFields ? (
        <MemberList definition={definition} groups={groupItems} infoFields={infoFields} />
      ) : groups.isError || infoConfig.isError ? (
        <ErrorState
          title={text.loadFailed}
          description={copy.common.serverError}
          retryLabel={copy.common.retry}
          onRetry={() => {
            void groups.refetch();
            void infoConfig.refetch();
          }}
        />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      )}
    </AdminPage>
  );
}
