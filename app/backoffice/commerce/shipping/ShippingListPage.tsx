/**
 * `/admin/shipping` (backoffice.md §2 "shipping list", §4 shipping statuses and actions, §7
 * Commerce; issue 17): shipments on the list kit — text, status, carrier and Seoul order days in
 * the URL, sort, page and columns; select rows, the page or every shipment matching; the bulk bar
 * offers only the actions every selected status allows (adminShippingRules.ts, the table the mock
 * also refuses by): hold and prepare apply at once with an undo window, drop out and confirm
 * delivered ask first with count and scope.
 *
 * Where the selected statuses come from, so a selection across pages still offers something:
 * picked rows carry the status they had when the operator picked them (the list kit keeps it as
 * the row's fact; a row shown now gives its current one). That is what the operator saw, and no
 * more: asking the server for picked keys would add a round trip per click to learn what the
 * screen already showed. "All N matching" is different — most of those rows were never on screen,
 * and the status filter (when there is one) says nothing about rows it does not name — so the
 * screen asks the server how many of the scope are in each status (`statusCounts`) and offers
 * what every status present allows. Either may be stale by the time the action is sent: the
 * server then refuses the whole action, says how many rows stopped it, and nothing changes. "송장 일괄 등록" imports invoices through the import
 * kit's dry run; the spreadsheets (generic, CJ, Hanjin) are export jobs the job centre follows.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Select } from '@ds/components/Select';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { Shipment } from '@app/shared/api/contract/adminShipping';
import type { ShippingSheetFormat } from '@app/shared/api/contract/adminShippingRules';
import {
  actionsForStatuses,
  actionTarget,
  carriers,
  shipmentSortFields,
  shippingStatuses,
  type ShippingAction,
  type ShippingStatus,
} from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { formatPhone } from '@app/shared/lib/format/phone';
import { areaById } from '../../access/areas';
import {
  adminShippingKeys,
  bulkChangeShipmentStatus,
  exportShipments,
  shipmentsQuery,
  shipmentStatusCountsQuery,
  type ShipmentSelection,
} from '../../api/adminShipping';
import { ImportDialog } from '../../kit/import';
import { useJobCentre } from '../../kit/jobs/JobCentre';
import { ListPage, useListPageQuery, type ListPageData } from '../../kit/list/ListPage';
import { defineList, toFilterQuery } from '../../kit/list/urlState';
import { useListState } from '../../kit/list/useListState';
import { useListSelection } from '../../kit/selection/useListSelection';
import { useUndoableAction } from '../../kit/undo/UndoProvider';
import { AdminPage } from '../../shell/AdminPage';
import { invoiceImportDefinition } from './invoiceImport';
import { withStatus, withStatusTakenBack } from './optimisticStatus';
import { shipmentPath } from './paths';
import { ShipmentStatusLabel } from './ShipmentStatusLabel';
import { useShippingAction } from './useShippingAction';

const text = copy.backofficeShipping;

export const shippingList = defineList({
  id: 'shipping.shipments',
  filters: {
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
    status: { kind: 'set', label: text.statusFilter, options: shippingStatuses.map((value) => ({ value, label: text.statuses[value] })) },
    carrier: { kind: 'set', label: text.carrierFilter, options: carriers.map((value) => ({ value, label: text.carriers[value] })) },
    ordered: { kind: 'dateRange', label: text.orderedFilter },
  },
  sortFields: shipmentSortFields,
  defaultSort: { field: 'orderedAt', direction: 'desc' },
  pageSizes: [50, 100, 500],
  defaultPageSize: 50,
  columns: [
    { id: 'order', alwaysVisible: true },
    { id: 'orderedAt' },
    { id: 'status' },
    { id: 'recipientName' },
    { id: 'phone' },
    { id: 'address', hiddenByDefault: true },
    { id: 'invoice' },
    { id: 'updatedAt', hiddenByDefault: true },
  ],
});

const columns: DataTableColumn<Shipment>[] = [
  {
    id: 'order',
    header: text.columnOrder,
    cell: (row) => (
      <>
        <Link to={shipmentPath(row.shipmentKey)}>{row.shipmentKey}</Link>
        <br />
        {row.orderTitle}
      </>
    ),
  },
  { id: 'orderedAt', header: text.columnOrderedAt, kind: 'date', cell: (row) => formatDate(row.orderedAt) },
  { id: 'status', header: text.columnStatus, cell: (row) => <ShipmentStatusLabel status={row.status} /> },
  { id: 'recipientName', header: text.columnRecipient, cell: (row) => row.recipient.name },
  { id: 'phone', header: text.columnPhone, kind: 'phone', cell: (row) => formatPhone(row.recipient.phone) },
  { id: 'address', header: text.columnAddress, cell: (row) => `${row.recipient.address} ${row.recipient.addressDetail}` },
  { id: 'invoice', header: text.columnInvoice, cell: (row) => (row.carrier && row.invoiceNumber ? text.invoiceOf(text.carriers[row.carrier], row.invoiceNumber) : text.noInvoice) },
  { id: 'updatedAt', header: text.columnUpdatedAt, kind: 'date', cell: (row) => formatDate(row.updatedAt) },
];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  > div:first-child { width: 12rem; }
`;

type ShipmentsPage = ListPageData<Shipment>;

const formatOptions = (['GENERIC', 'CJ', 'HANJIN'] as const).map((value) => ({ value, label: text.exportFormats[value] }));

export function ShippingListPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const centre = useJobCentre();
  const undo = useUndoableAction();
  const shippingAction = useShippingAction();
  const list = useListState(shippingList);
  const page = useListPageQuery(list, (query) => shipmentsQuery(query));
  const statusOf = useMemo(() => {
    const shown = new Map((page.data?.items ?? []).map((row) => [row.shipmentKey, row.status]));
    return (key: string) => shown.get(key);
  }, [page.data]);
  const selection = useListSelection(list, page.data?.totalCount, text.unit, statusOf);
  const [importing, setImporting] = useState(false);
  const [format, setFormat] = useState<ShippingSheetFormat>('GENERIC');

  // The selection's statuses (the header says where each comes from); a fact not known offers
  // nothing rather than something a status would refuse.
  const matchingScope = selection.scope?.kind === 'query' ? selection.scope : null;
  const counts = useQuery(shipmentStatusCountsQuery(matchingScope));
  const selectedStatuses: readonly ShippingStatus[] = matchingScope
    ? (counts.data?.counts.map((entry) => entry.status) ?? [])
    : (selection.pickedFacts ?? shippingStatuses);
  const offered = actionsForStatuses(selectedStatuses);
  const checking = matchingScope !== null && counts.isPending;
  const statusNote = checking
    ? text.checkingStatuses
    : matchingScope !== null && counts.isError
      ? text.statusesUnknown
      : offered.length === 0
        ? text.noActionForSelection
        : null;

  const act = (action: ShippingAction) => {
    const scope = selection.scope;
    if (!scope) return;
    const pageKey = adminShippingKeys.list(list.query);
    const before = queryClient.getQueryData<ShipmentsPage>(pageKey);
    shippingAction.perform({
      action,
      scope: selection.summary,
      apply: () => {
        if (before) queryClient.setQueryData(pageKey, withStatus(before, scope, actionTarget[action]));
        selection.clear();
      },
      revert: (cause) => {
        if (!before) return;
        // Undone within its window, nothing came after it; a failed send may answer after later
        // changes were applied, so only its own rows go back.
        if (cause === 'undone') queryClient.setQueryData(pageKey, before);
        else queryClient.setQueryData<ShipmentsPage>(pageKey, (now) => withStatusTakenBack(now, before, scope, actionTarget[action]));
      },
      send: ({ keepalive }) => bulkChangeShipmentStatus(action, scope, { keepalive }),
    });
  };

  const startExport = useMutation({
    mutationFn: async (scope: ShipmentSelection | undefined) => {
      await undo.flushPending();
      const filter = toFilterQuery(shippingList, list.state.filters);
      return exportShipments(scope ? { format, filter, selection: scope } : { format, filter });
    },
    onSuccess: (job) => {
      centre.track(job);
      toast.show(text.exportStarted);
    },
    onError: () => toast.show(text.exportFailed),
  });

  const { track } = centre;
  // The invoices land when the import's job ends: the job centre refreshes the shipments then.
  const importDefinition = useMemo(() => invoiceImportDefinition(track), [track]);

  const formatName = text.exportFormats[format];
  return (
    <AdminPage
      title={text.title}
      area={areaById('SHIPPING')}
      description={text.intro}
      actions={
        <Toolbar>
          <Select label={text.exportFormatLabel} options={formatOptions} value={format} onChange={(event) => setFormat(event.target.value as ShippingSheetFormat)} />
          <Button variant="secondary" loading={startExport.isPending} onClick={() => startExport.mutate(undefined)}>
            {text.exportAll(formatName)}
          </Button>
          <Button onClick={() => setImporting(true)}>{text.importInvoices}</Button>
        </Toolbar>
      }
    >
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(row) => row.shipmentKey}
        getRowLabel={(row) => `${row.shipmentKey} ${row.recipient.name}`}
        selection={selection}
        bulkActions={
          <>
            {statusNote ? <span role="status">{statusNote}</span> : null}
            {offered.map((action) => (
              <Button key={action} size="sm" variant={action === 'DROP_OUT' ? 'danger' : 'primary'} disabled={selection.tooLarge} onClick={() => act(action)}>
                {text.actions[action]}
              </Button>
            ))}
            <Button variant="secondary" size="sm" loading={startExport.isPending} disabled={selection.tooLarge} onClick={() => startExport.mutate(selection.scope ?? undefined)}>
              {text.exportSelection(formatName)}
            </Button>
          </>
        }
      />
      {shippingAction.dialog}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={text.importTitle}
        description={text.importDescription}
        definition={importDefinition}
        countLabels={{ new: text.importRegister, existing: text.importCorrect, notFound: text.importRejected }}
        notFoundMessage={text.importNotFoundMessage}
        fileBaseName={text.importFileName}
      />
    </AdminPage>
  );
}
