/**
 * `/admin/messages/requests` (backoffice.md §2 "Text message requests", §7 Notification "requests,
 * cancel"; issue 43): every request on the list kit — its send time, status, kind, the text sent,
 * whom it was for and its counts — filtered by text, status, kind and Seoul days in the URL, the
 * newest send first. A scheduled or pending request offers its cancel (confirmed); a sent one
 * offers none. Each opens its page with the per-person results.
 */
import { Fragment } from 'react';
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
    // The kind is in the text too ("(광고)…"): off by default, so the columns fit 1280 px unscrolled.
    { id: 'kind', hiddenByDefault: true },
    // The text and, under it, whom it was for: one column, so the text is not cut to ten letters.
    { id: 'text' },
    { id: 'counts' },
    { id: 'actions', alwaysVisible: true },
  ],
});

/*
 * Column widths at the table's small font, padding included (the story FitsAt1280 measures every
 * cell at 1280 px beside the side menu): a date-time and its "예약" mark; the longest status; three
 * counts on a line, four on two; the 발송 취소 button (81 px) and the cell's padding. The text
 * column takes the rest (350 px at 1280).
 */
const WIDTH = { sendAt: '11rem', status: '6.5rem', counts: '14rem', actions: '7.5rem' } as const;

// The text on one line and whom it was for under it, each cut to the column; the request's page shows both whole.
const TextAndScope = styled.span`
  display: flex;
  flex-direction: column;
  line-height: ${vars.font.lineHeightTight};
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span + span {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
`;

// The counts wrap between parts, never inside one ("보내지 않음 35" stays whole), up to two lines of a row.
const Counts = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-height: ${vars.font.lineHeightTight};
  white-space: normal;
  & > span { white-space: nowrap; }
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
      width: WIDTH.sendAt,
      cell: (request) => (
        <When>
          <Link to={messageRequestPath(request.requestKey)} aria-label={text.open(formatDateTime(request.sendAt))}>
            {formatDateTime(request.sendAt)}
          </Link>
          {request.scheduled && <small>{text.scheduledMark}</small>}
        </When>
      ),
    },
    { id: 'status', header: text.columnStatus, width: WIDTH.status, cell: (request) => <RequestStatusLabel status={request.status} /> },
    { id: 'kind', header: text.columnKind, cell: (request) => `${words.kinds[request.kind]} · ${words.types[request.type]}` },
    {
      id: 'text',
      header: text.columnText,
      cell: (request) => (
        <TextAndScope>
          <span title={request.text}>{request.text.replace(/\n/g, ' ')}</span>
          <span title={request.scope}>{request.scope}</span>
        </TextAndScope>
      ),
    },
    {
      id: 'counts',
      header: text.columnCounts,
      width: WIDTH.counts,
      cell: ({ counts }) => {
        const parts = text.countParts(formatCount(counts.sent), formatCount(counts.failed), formatCount(counts.skipped), formatCount(counts.waiting));
        return (
          <Counts title={parts.join(text.countsSeparator)}>
            {parts.map((part, index) => {
              const last = index === parts.length - 1;
              // The mark stays with its part; the space after it, outside, is where a line may break.
              return (
                <Fragment key={part}>
                  <span>{last ? part : `${part}${text.countsSeparator.trimEnd()}`}</span>
                  {!last && ' '}
                </Fragment>
              );
            })}
          </Counts>
        );
      },
    },
    {
      id: 'actions',
      header: text.columnActions,
      width: WIDTH.actions,
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
