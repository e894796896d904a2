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
 *
 * The bulk actions (MemberBulkActions.tsx: their dialogs, the consent change, the hand-over to
 * other areas) are a chunk of their own, fetched as soon as the list has mounted rather than as
 * part of it: nothing of them is drawn before a row is picked, and this page's first download has
 * a size budget (bench/routes.mjs). By the time a row is picked they are there; until then the
 * bulk bar says it is loading them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Spinner } from '@ds/components/Spinner';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import { formatCount } from '@ds/lib/text/number';
import type { RegisterField } from '@app/shared/api/contract/account';
import type { MemberGroup } from '@app/shared/api/contract/adminMember';
import type { MemberRow } from '@app/shared/api/contract/adminMemberList';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';
import type { SpreadsheetFormat } from '@app/shared/lib/spreadsheet';
import { areaById } from '../../access/areas';
import { infoConfigQuery } from '../../api/adminAccount';
import { groupsQuery } from '../../api/adminMember';
import { exportMemberList, membersQuery, memberAggregationQuery, type MemberListSelection } from '../../api/adminMemberList';
import { useJobCentre } from '../../kit/jobs/JobCentre';
import { ListPage, useListPageQuery } from '../../kit/list/ListPage';
import { toFilterQuery } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { useListSelection } from '../../kit/selection/useListSelection';
import { useUndoableAction } from '../../kit/undo/UndoProvider';
import { AdminPage } from '../../shell/AdminPage';
import { AreaSectionNav } from '../../areas/AreaSectionNav';
import { memberDetailPath } from '../paths';
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

const loadBulkActions = () => import('./MemberBulkActions');
type BulkActionsModule = Awaited<ReturnType<typeof loadBulkActions>>;
type BulkActionsLoad = { module: BulkActionsModule; error?: never } | { error: Error; module?: never };

/**
 * The bulk actions' module, asked for once when the list mounts (null until it answers). Held in
 * state rather than behind React.lazy: lazy suspends the bulk bar once even when the code has long
 * arrived, and React then holds the bar's content back for its 300 ms throttle.
 */
function useBulkActions(): BulkActionsLoad | null {
  const [load, setLoad] = useState<BulkActionsLoad | null>(null);
  useEffect(() => {
    let mounted = true;
    loadBulkActions().then(
      (module) => {
        if (mounted) setLoad({ module });
      },
      (error: unknown) => {
        if (mounted) setLoad({ error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return load;
}

/**
 * In the bulk bar while the actions' code is on its way. A chunk that could not be fetched is
 * thrown once the bar needs it, to the route's error boundary and its 다시 시도, as a page's own
 * chunk is (lazyPage).
 */
function BulkActionsPending({ load }: { load: BulkActionsLoad | null }) {
  if (load?.error) throw load.error;
  return <Spinner size="sm" label={copy.common.loading} />;
}

interface MemberListProps {
  definition: MemberListDefinition;
  groups: readonly MemberGroup[];
  infoFields: readonly RegisterField[];
}

function MemberList({ definition, groups, infoFields }: MemberListProps) {
  const toast = useToast();
  const centre = useJobCentre();
  const undo = useUndoableAction();
  const bulk = useBulkActions();
  const list = useListState(definition);
  const page = useListPageQuery(list, membersQuery);
  const filter = useMemo(() => toFilterQuery(definition, list.state.filters), [definition, list.state.filters]);
  const totals = useQuery({ ...memberAggregationQuery(filter), placeholderData: keepPreviousData });
  const selection = useListSelection(list, page.data?.totalCount, text.unit);
  const [exporting, setExporting] = useState<SpreadsheetFormat | 'selection' | null>(null);
  const columns = useMemo(() => memberColumns(infoFields), [infoFields]);

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
          bulk?.module ? (
            <bulk.module.MemberBulkActions
              selection={selection}
              groups={groups}
              pageQuery={list.query}
              exportingSelection={exporting === 'selection'}
              onExportSelection={(format) => void startExport(format, selection.scope)}
            />
          ) : (
            <BulkActionsPending load={bulk} />
          )
        }
      />
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
