/**
 * `/admin/marketing` (the popups) and `/admin/marketing/banners` (the top banners) (backoffice.md
 * §2 "Marketing popup and top banner"; issue 31): each kind on the list kit — live and upcoming
 * first in their order, the ended ones after — with its schedule state, Seoul period, target,
 * place in the order panel's order (none when switched off or ended) and an on/off switch; above it, the order of the ones switched on and not ended, put in
 * order by keyboard (PlacementOrder). Switching is reversible, so it goes through the kit's undo: shown at
 * once, sent after the undo window, and the learner site's open tabs are told when it is sent.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Switch } from '@ds/components/Switch';
import { Link } from '@ds/components/TextButton';
import type { Placement } from '@app/shared/api/contract/adminMarketing';
import type { PlacementKind } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import { adminMarketingKeys, marketingChanges, placementsQuery, switchPlacement } from './marketingApi';
import { newPlacementPath, placementPath } from './paths';
import { orderPositions, PlacementOrder } from './PlacementOrder';
import { ScheduleStateLabel } from './ScheduleStateLabel';

const text = copy.backofficeMarketing;

const columnIds = [{ id: 'title', alwaysVisible: true }, { id: 'state' }, { id: 'period' }, { id: 'target' }, { id: 'order' }, { id: 'enabled' }] as const;

/** One list definition per kind: each keeps its own saved views and column choices. */
function placementList(kind: PlacementKind) {
  return defineList({
    id: `marketing.${kind.toLowerCase()}`,
    filters: {},
    sortFields: ['order'],
    defaultSort: { field: 'order', direction: 'asc' },
    pageSizes: [100],
    defaultPageSize: 100,
    columns: columnIds,
  });
}

const lists = { POPUP: placementList('POPUP'), BANNER: placementList('BANNER') };

function useSwitch(kind: PlacementKind) {
  const queryClient = useQueryClient();
  const undo = useUndoableAction();
  const listKey = adminMarketingKeys.list(kind);
  const setEnabled = (placementKey: string, enabled: boolean) =>
    queryClient.setQueryData<{ items: Placement[] }>(listKey, (list) =>
      list ? { items: list.items.map((item) => (item.placementKey === placementKey ? { ...item, enabled } : item)) } : list,
    );
  return (placement: Placement, enabled: boolean) =>
    undo.run({
      label: enabled ? text.switchedOn(placement.title) : text.switchedOff(placement.title),
      apply: () => setEnabled(placement.placementKey, enabled),
      // Only this switch is taken back: a later one of another row may be on screen.
      revert: () => setEnabled(placement.placementKey, !enabled),
      send: async ({ keepalive }) => {
        try {
          await switchPlacement(placement.placementKey, enabled, { keepalive });
        } finally {
          void queryClient.invalidateQueries({ queryKey: adminMarketingKeys.all });
        }
      },
      changes: marketingChanges,
    });
}

function PlacementsList({ kind }: { kind: PlacementKind }) {
  const list = useListState(lists[kind]);
  const navigate = useNavigate();
  const placements = useQuery(placementsQuery(kind));
  const toggle = useSwitch(kind);
  const positionOf = orderPositions(placements.data?.items ?? []);
  const columns: DataTableColumn<Placement>[] = [
    { id: 'title', header: text.columnTitle, cell: (row) => <Link to={placementPath(row.placementKey)}>{row.title}</Link> },
    { id: 'state', header: text.columnState, cell: (row) => <ScheduleStateLabel state={row.state} /> },
    { id: 'period', header: text.columnPeriod, cell: (row) => text.period(formatDateTime(row.startAt), row.endAt ? formatDateTime(row.endAt) : null) },
    { id: 'target', header: text.columnTarget, cell: (row) => text.targetLabels[row.target] },
    { id: 'order', header: text.columnOrder, align: 'end', cell: (row) => positionOf(row.placementKey) ?? text.orderNone },
    {
      id: 'enabled',
      header: text.columnEnabled,
      cell: (row) => <Switch label={text.enabledLabel(row.title)} hideLabel checked={row.enabled} onChange={(event) => toggle(row, event.target.checked)} />,
    },
  ];
  const items = placements.data?.items;
  const page = {
    data: items ? { items, totalCount: items.length, totalPages: 1 } : undefined,
    isError: placements.isError,
    refetch: () => placements.refetch(),
  };
  return (
    <AdminPage
      title={text.title}
      area={areaById('MARKETING')}
      description={text.intro}
      actions={<Button onClick={() => void navigate(newPlacementPath(kind))}>{text.create(kind)}</Button>}
    >
      <AreaSectionNav />
      {items && <PlacementOrder kind={kind} items={items} />}
      <ListPage
        list={list}
        page={page}
        caption={text.listCaption(kind)}
        noun={text.noun(kind)}
        unit={text.unit}
        columns={columns}
        getRowKey={(row) => row.placementKey}
        getRowLabel={(row) => row.title}
      />
    </AdminPage>
  );
}

export function PopupsPage() {
  return <PlacementsList kind="POPUP" />;
}

export function BannersPage() {
  return <PlacementsList kind="BANNER" />;
}
