/**
 * `/admin/messages/requests/:requestKey` (backoffice.md §7 Notification "text message async send,
 * requests, cancel"; issue 43): one request — its status, kind and type, when it goes, the sender,
 * whom it was for, its counts with why people were skipped, the text exactly as sent and an MMS's
 * picture — its job
 * as the job centre shows it once it started (progress, the actions allowed now), and every person
 * on the list kit: sent, waiting, failed or skipped with the reason, or cancelled, filtered by
 * result and reason. A scheduled or pending request can be cancelled here too (confirmed); once
 * cancelled it says who cancelled it and when, with the cancel's entry in the change history. A send
 * still moving is followed by the job centre's poller; the request and its results are read again
 * whenever its job moves.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { DescriptionList } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { MessageImage, MessageRequest, MessageResult } from '@app/shared/api/contract/adminMessage';
import { activeJobStatuses } from '@app/shared/api/contract/adminJobRules';
import { messageResultStatuses, recipientReasons } from '@app/shared/api/contract/adminMessageRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { formatPhone } from '@app/shared/lib/format/phone';
import { areaById } from '../access/areas';
import { jobQuery } from '../api/adminJob';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { RecordHistory } from '../history/RecordHistory';
import { JobCard } from '../kit/jobs/JobCard';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { listReturnPath } from '../kit/list/listPlace';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { adminMessageKeys, imageLinkQuery, requestQuery, resultsQuery } from './api';
import { RequestStatusLabel, ResultStatusLabel } from './messageDisplay';
import { MESSAGE_REQUESTS_PATH } from './paths';
import { useCancelRequest } from './useCancelRequest';

const words = copy.backofficeMessages;
const text = words.request;

export const messageResultsList = defineList({
  id: 'messages.results',
  filters: {
    status: { kind: 'set', label: text.resultStatusFilter, options: messageResultStatuses.map((value) => ({ value, label: words.resultStatus[value] })) },
    reason: { kind: 'set', label: text.reasonFilter, options: recipientReasons.map((value) => ({ value, label: words.reasons[value] })) },
    q: { kind: 'text', label: text.resultSearch, placeholder: text.resultSearchPlaceholder },
  },
  sortFields: ['order'],
  defaultSort: { field: 'order', direction: 'asc' },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  columns: [{ id: 'displayName', alwaysVisible: true }, { id: 'phone' }, { id: 'status' }, { id: 'reason' }],
});

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  h2 { margin: 0 0 ${vars.space[3]}; font-size: ${vars.font.sizeLg}; }
`;

// The text as the phone shows it: its line breaks kept.
const SentText = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const SentImage = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  img {
    max-width: min(100%, 20rem);
    max-height: 20rem;
    object-fit: contain;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
  }
  figcaption { overflow-wrap: anywhere; }
`;

/** The picture that went with an MMS, read through the file kit's short-lived link. */
function RequestImage({ image }: { image: MessageImage }) {
  const link = useQuery(imageLinkQuery(image.fileId));
  if (link.isPending) return <Skeleton lines={3} />;
  if (link.isError) {
    return (
      <ErrorState title={text.imageFailed} description={copy.common.serverError} retryLabel={copy.common.retry} onRetry={() => void link.refetch()} />
    );
  }
  return (
    <SentImage>
      <img src={link.data.url} alt={words.compose.imageAlt(image.fileName)} />
      <figcaption>{words.compose.imageCaption(image.fileName, formatFileSize(image.size), image.width, image.height)}</figcaption>
    </SentImage>
  );
}

const resultColumns: DataTableColumn<MessageResult>[] = [
  { id: 'displayName', header: text.columnName, cell: (result) => result.displayName },
  { id: 'phone', header: text.columnPhone, kind: 'phone', cell: (result) => (result.phone ? formatPhone(result.phone) : text.noPhone) },
  { id: 'status', header: text.columnResult, cell: (result) => <ResultStatusLabel status={result.status} /> },
  { id: 'reason', header: text.columnReason, cell: (result) => (result.reason ? words.reasons[result.reason] : '') },
];

function Results({ request, version }: { request: MessageRequest; version: string }) {
  const list = useListState(messageResultsList);
  const page = useListPageQuery(list, (query) => resultsQuery(request.requestKey, query, version));
  return (
    <ListPage
      list={list}
      page={page}
      caption={text.resultsCaption}
      noun={text.resultNoun}
      unit={text.resultUnit}
      columns={resultColumns}
      getRowKey={(result) => result.accountKey}
      getRowLabel={(result) => result.displayName}
      height={480}
    />
  );
}

function skippedWords(request: MessageRequest): string {
  const parts = recipientReasons.filter((reason) => request.skippedByReason[reason] > 0).map((reason) => `${words.reasons[reason]} ${text.count(request.skippedByReason[reason])}`);
  return parts.length > 0 ? parts.join(' · ') : text.noneSkipped;
}

/**
 * The request's job, followed by the job centre's poller while it moves (handed over once, not at
 * every poll); each move reads the request again, whose counts version its results.
 */
function SendJob({ jobId, requestKey }: { jobId: string; requestKey: string }) {
  const centre = useJobCentre();
  const client = useQueryClient();
  const job = useQuery(jobQuery(jobId));
  const active = job.data ? activeJobStatuses.includes(job.data.status) : false;
  const updatedAt = job.data?.updatedAt;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (updatedAt === undefined || seen.current === updatedAt) return;
    const first = seen.current === undefined;
    seen.current = updatedAt;
    if (!first) void client.invalidateQueries({ queryKey: adminMessageKeys.request(requestKey) });
  }, [client, requestKey, updatedAt]);
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!job.data || !active) {
      tracked.current = null;
      return;
    }
    if (tracked.current === job.data.jobId) return;
    tracked.current = job.data.jobId;
    centre.track(job.data);
  }, [centre, job.data, active]);
  if (!job.data) return <Skeleton lines={3} />;
  return <JobCard job={job.data} headingLevel="h3" pending={centre.pending.get(jobId) ?? null} onAction={centre.act} onItemAction={centre.actOnItem} />;
}

function RequestDetail({ request }: { request: MessageRequest }) {
  const cancel = useCancelRequest();
  const { counts } = request;
  return (
    <Stack>
      <DescriptionList
        items={[
          { term: text.status, description: <RequestStatusLabel status={request.status} /> },
          { term: text.kind, description: words.kinds[request.kind] },
          { term: text.type, description: words.types[request.type] },
          { term: text.sendAt, description: request.scheduled ? text.scheduledAt(formatDateTime(request.sendAt)) : formatDateTime(request.sendAt) },
          { term: text.sender, description: request.senderNumber },
          { term: text.scope, description: request.scope },
          { term: text.createdBy, description: `${request.createdBy.displayName} · ${formatDateTime(request.createdAt)}` },
          ...(request.cancelledBy && request.cancelledAt
            ? [{ term: text.cancelledBy, description: `${request.cancelledBy.displayName} · ${formatDateTime(request.cancelledAt)}` }]
            : []),
          {
            term: text.counts,
            description: text.countsValue(
              formatCount(request.total),
              formatCount(counts.sent),
              formatCount(counts.failed),
              formatCount(counts.skipped),
              formatCount(counts.waiting),
              formatCount(counts.cancelled),
            ),
          },
          { term: text.skippedByReason, description: skippedWords(request) },
        ]}
      />
      {request.cancellable && (
        <div>
          <Button variant="danger" loading={cancel.pendingKey === request.requestKey} onClick={() => cancel.ask(request)}>
            {words.requests.cancel}
          </Button>
        </div>
      )}
      <section aria-labelledby="message-text">
        <h2 id="message-text">{text.text}</h2>
        <SentText>{request.text}</SentText>
      </section>
      {request.image && (
        <section aria-labelledby="message-image">
          <h2 id="message-image">{text.image}</h2>
          <RequestImage image={request.image} />
        </section>
      )}
      {request.jobId && (
        <section aria-labelledby="message-job">
          <h2 id="message-job">{text.jobTitle}</h2>
          <SendJob jobId={request.jobId} requestKey={request.requestKey} />
        </section>
      )}
      <section aria-labelledby="message-results">
        <h2 id="message-results">{text.resultsTitle}</h2>
        <Results request={request} version={`${request.status}:${counts.sent}:${counts.failed}:${counts.waiting}`} />
      </section>
      {request.cancelledAt && <RecordHistory key={request.cancelledAt} recordType="MESSAGE_REQUEST" recordKey={request.requestKey} />}
      {cancel.dialog}
    </Stack>
  );
}

export function RequestPage() {
  const { requestKey = '' } = useParams();
  const request = useQuery(requestQuery(requestKey));
  return (
    <AdminPage title={text.title} area={areaById('MESSAGE')} areaTo={listReturnPath(MESSAGE_REQUESTS_PATH)}>
      <AreaSectionNav />
      {request.data ? (
        <RequestDetail request={request.data} />
      ) : request.isError ? (
        <ErrorState title={text.loadFailed} description={copy.common.serverError} retryLabel={copy.common.retry} onRetry={() => void request.refetch()} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={6} />
        </div>
      )}
    </AdminPage>
  );
}
