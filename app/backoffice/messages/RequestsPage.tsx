/**
 * `/admin/messages/requests` (backoffice.md §2 "Text message requests", §7 Notification "requests,
 * cancel"; issue 43): every request on the list kit — its send time, status, kind, the text sent,
 * whom it was for and its counts — filtered by text, status, kind and Seoul days in the URL, the
 * newest send first. A scheduled or pending request offers its cancel (confirmed); a sent one
 * offers none. Each opens its page with the per-person results.
 */
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { Link } from '@ds/components/TextButton';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { MessageRequest } from '@app/shared/api/contract/adminMessage';
import { messageKinds, messageRequestSortFields, messageRequestStatuses } from '@app/shared/api/contract/adminMessageRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { requestsQuery } from './api';
import { RequestStatusLabel } from './messageDisplay';
import { messageRequestPath } from './paths';
import { useCancelRequest } from './useCancelRequest';

const words = copy.backofficeMessages;
const text = words.requests;

export const messageRequestsList = defineList({
  id: 'messages.requests',
  filters: {
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
    status: { kind: 'set', label: text.statusFilter, options: messageRequestStatuses.map((value) => ({ value, label: words.status[value] })) },
    kind: { kind: 'set', label: text.kindFilter, options: messageKinds.map((value) => ({ value, label: words.kinds[value] })) },
    send: { kind: 'dateRange', label: text.sendFilter },
  },
  sortFields: messageRequestSortFields,
  defaultSort: { field: 'sendAt', direction: 'desc' },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  columns: [
    { id: 'sendAt', alwaysVisible: true },
    { id: 'status' },
    // The kind is in the text too ("(광고)…"): off by default, so seven columns fit 1280 px unscrolled.
    { id: 'kind', hiddenByDefault: true },
    { id: 'text' },
    { id: 'scope' },
    { id: 'counts' },
    { id: 'actions', alwaysVisible: true },
  ],
});

// One line of the text in the table; the request's page shows it whole.
const Excerpt = styled.span`
  display: block;
  max-width: 22rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.span`
  display: inline-flex;
  gap: ${vars.space[1]};
  align-items: baseline;
`;

export function RequestsPage() {
  const list = useListState(messageRequestsList);
  const page = useListPageQuery(list, requestsQuery);
  const cancel = useCancelRequest();

  const columns: DataTableColumn<MessageRequest>[] = [
    {
      id: 'sendAt',
      header: text.columnSendAt,
      kind: 'dateTime',
      // A date-time and the "예약" mark beside it.
      width: '12rem',
      cell: (request) => (
        <When>
          <Link to={messageRequestPath(request.requestKey)} aria-label={text.open(formatDateTime(request.sendAt))}>
            {formatDateTime(request.sendAt)}
          </Link>
          {request.scheduled && <small>{text.scheduledMark}</small>}
        </When>
      ),
    },
    { id: 'status', header: text.columnStatus, width: '6.5rem', cell: (request) => <RequestStatusLabel status={request.status} /> },
    { id: 'kind', header: text.columnKind, cell: (request) => `${words.kinds[request.kind]} · ${words.types[request.type]}` },
    { id: 'text', header: text.columnText, cell: (request) => <Excerpt title={request.text}>{request.text.replace(/\n/g, ' ')}</Excerpt> },
    { id: 'scope', header: text.columnScope, cell: (request) => request.scope },
    {
      id: 'counts',
      header: text.columnCounts,
      width: '11rem',
      cell: ({ counts }) => text.counts(formatCount(counts.sent), formatCount(counts.failed), formatCount(counts.skipped), formatCount(counts.waiting)),
    },
    {
      id: 'actions',
      header: text.columnActions,
      width: '7rem',
      cell: (request) =>
        request.cancellable ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={text.cancelFor(formatDateTime(request.sendAt))}
            loading={cancel.pendingKey === request.requestKey}
            onClick={() => cancel.ask(request)}
          >
            {text.cancel}
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminPage title={text.title} area={areaById('MESSAGE')} description={text.intro}>
      <AreaSectionNav />
      <ListPage
        list={list}
        page={page}
        caption={text.caption}
        noun={text.noun}
        unit={text.unit}
        columns={columns}
        getRowKey={(request) => request.requestKey}
        getRowLabel={(request) => text.open(formatDateTime(request.sendAt))}
      />
      {cancel.dialog}
    </AdminPage>
  );
}
