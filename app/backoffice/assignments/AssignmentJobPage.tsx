/**
 * `/admin/assignments/jobs/:jobId` (backoffice.md §4 "Course assignment job can be stopped,
 * resumed, cancelled; its items can be cancelled or retried"; issue 29): one assignment job as the
 * job centre shows it — progress, status, exactly the actions the server allows now (the job
 * centre's card, so the drawer and this page never disagree) — what it gives (the class or course,
 * the Seoul start day, the completion target) and every account it covers, filtered by state, each
 * with exactly the actions its state allows (`allowedAssignmentItemActions`, the table the mock
 * answers with): a failed item retried, a waiting or failed one cancelled, a given ticket taken
 * back. Cancelling asks first. A running job is followed by the job centre's poller; its items are
 * read again whenever it moves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import type { DataTableColumn } from '@ds/components/DataTable';
import { DescriptionList } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { AssignmentItem, AssignmentItemPage } from '@app/shared/api/contract/adminAssignment';
import {
  assignmentItemStatuses,
  completionTargetFromJson,
  type AssignmentItemAction,
  type AssignmentItemStatus,
} from '@app/shared/api/contract/adminAssignmentRules';
import type { Job } from '@app/shared/api/contract/adminJob';
import { activeJobStatuses } from '@app/shared/api/contract/adminJobRules';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminJobKeys, jobQuery } from '../api/adminJob';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { JobCard } from '../kit/jobs/JobCard';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { ListPage, useListPageQuery } from '../kit/list/ListPage';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { actOnItem, adminAssignmentKeys, itemsQuery, LEARNER_TICKETS_AREA } from './api';
import { enrolledPath } from './paths';

const text = copy.backofficeAssignments.job;

export const itemStatusTone: Record<AssignmentItemStatus, StatusTone> = {
  PENDING: 'neutral',
  SUCCEEDED: 'success',
  SKIPPED: 'neutral',
  FAILED: 'danger',
  CANCELLED: 'warning',
};

export const assignmentItemsList = defineList({
  id: 'assignments.items',
  filters: {
    status: { kind: 'set', label: text.statusFilter, options: assignmentItemStatuses.map((value) => ({ value, label: text.itemStatus[value] })) },
    q: { kind: 'text', label: text.searchFilter, placeholder: text.searchPlaceholder },
  },
  sortFields: ['order'],
  defaultSort: { field: 'order', direction: 'asc' },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  columns: [{ id: 'displayName', alwaysVisible: true }, { id: 'email' }, { id: 'status' }, { id: 'message' }, { id: 'actions', alwaysVisible: true }],
});

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  h2 { margin: 0; font-size: ${vars.font.sizeLg}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** The completion target in words: the rate and the quizzes, or the class's own criteria. */
function completionWords(json: string): string {
  const target = completionTargetFromJson(json);
  if (!target || (target.progressRate === null && !target.quizRequired)) return text.completionDefault;
  return [target.progressRate === null ? null : text.completionRate(target.progressRate), target.quizRequired ? text.completionQuiz : null]
    .filter(Boolean)
    .join(' · ');
}

interface ItemAsk {
  item: AssignmentItem;
  action: AssignmentItemAction;
}

function Items({ job }: { job: Job }) {
  const client = useQueryClient();
  const toast = useToast();
  const centre = useJobCentre();
  const list = useListState(assignmentItemsList);
  const page = useListPageQuery(list, (query) => itemsQuery(job.jobId, query, job.updatedAt));
  const [asking, setAsking] = useState<AssignmentItem | null>(null);
  const act = useMutation({
    mutationFn: ({ item, action }: ItemAsk) => actOnItem(job.jobId, item.itemKey, action),
    // The job, this area's lists, and the learner's classes (a ticket given back or given again).
    meta: announces(adminAssignmentKeys.all, adminJobKeys.all, LEARNER_TICKETS_AREA),
    onSuccess: (changed, { item, action }) => {
      centre.track(changed);
      toast.show(action === 'RETRY' ? text.retried(item.displayName) : text.cancelled(item.displayName));
    },
    onError: (error) => {
      const refused = isApiError(error) && error.code === errorCodes.jobActionNotAllowed.code;
      toast.show({ message: refused ? text.notAllowed : text.actionFailed, tone: 'danger' });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: adminAssignmentKeys.all }),
  });
  const busyKey = act.isPending ? act.variables.item.itemKey : null;
  // A pass gives an 이용권, a class or course a 수강권: the take-back says which (the page names the target).
  const ticket = text.ticketWords[page.data?.target.targetType ?? 'KLASS'];

  const columns: DataTableColumn<AssignmentItem>[] = [
    { id: 'displayName', header: text.columnName, cell: (item) => item.displayName },
    { id: 'email', header: text.columnEmail, cell: (item) => item.email },
    { id: 'status', header: text.columnStatus, cell: (item) => <StatusLabel tone={itemStatusTone[item.status]}>{text.itemStatus[item.status]}</StatusLabel> },
    { id: 'message', header: text.columnMessage, cell: (item) => item.message ?? '' },
    {
      id: 'actions',
      header: text.columnActions,
      cell: (item) =>
        item.actions.length === 0 ? (
          text.noAction
        ) : (
          <Actions>
            {item.actions.map((action) => {
              // Cancelling a given item takes its ticket back: the button says so.
              const word = item.status === 'SUCCEEDED' ? text.takeBack(ticket) : text.itemActions[action];
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'CANCEL' ? 'danger' : 'secondary'}
                  aria-label={text.actionFor(word, item.displayName)}
                  loading={busyKey === item.itemKey && act.variables?.action === action}
                  onClick={() => (action === 'CANCEL' ? setAsking(item) : act.mutate({ item, action }))}
                >
                  {word}
                </Button>
              );
            })}
          </Actions>
        ),
    },
  ];

  return (
    <>
      <ListPage
        list={list}
        page={page}
        caption={text.itemsCaption}
        noun={text.itemNoun}
        unit={text.unit}
        columns={columns}
        getRowKey={(item) => item.itemKey}
        getRowLabel={(item) => item.displayName}
        height={480}
      />
      <ConfirmDialog
        open={asking !== null}
        tone="danger"
        title={asking?.status === 'SUCCEEDED' ? text.takeBackTitle(ticket) : text.cancelTitle}
        submitLabel={asking?.status === 'SUCCEEDED' ? text.takeBack(ticket) : text.itemActions.CANCEL}
        cancelLabel={text.keep}
        onCancel={() => setAsking(null)}
        onSubmit={() => {
          if (asking) act.mutate({ item: asking, action: 'CANCEL' });
          setAsking(null);
        }}
      >
        {asking ? (asking.status === 'SUCCEEDED' ? text.takeBackBody(asking.displayName, ticket) : text.cancelBody(asking.displayName, ticket)) : null}
      </ConfirmDialog>
    </>
  );
}

function Summary({ page }: { page: AssignmentItemPage }) {
  const { target } = page;
  return (
    <DescriptionList
      items={[
        { term: text.target, description: <Link to={enrolledPath(target.targetType, target.targetId)}>{text.targetWords(text.targetTypes[target.targetType], target.title)}</Link> },
        { term: text.startDay, description: page.startDay ?? text.startNow },
        // A pass has no lessons, so no completion target.
        ...(target.targetType === 'PASS' ? [] : [{ term: text.completion, description: completionWords(page.completionTargetValue) }]),
        {
          term: text.counts,
          description: assignmentItemStatuses.map((status) => text.countOf(text.itemStatus[status], formatCount(page.statusCounts[status]))).join(' · '),
        },
      ]}
    />
  );
}

function JobDetail({ job }: { job: Job }) {
  const centre = useJobCentre();
  const summary = useQuery(itemsQuery(job.jobId, { page: 1, size: 1 }, job.updatedAt));
  const active = activeJobStatuses.includes(job.status);
  // A job still moving is followed by the job centre's poller (this page reads its cache): handed
  // over when the page opens on it or it starts moving again, not at every poll (tracking polls).
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!active) {
      tracked.current = null;
      return;
    }
    if (tracked.current === job.jobId) return;
    tracked.current = job.jobId;
    centre.track(job);
  }, [centre, job, active]);
  return (
    <Stack>
      <JobCard job={job} headingLevel="h2" pending={centre.pending.get(job.jobId) ?? null} onAction={centre.act} onItemAction={centre.actOnItem} />
      {summary.data ? <Summary page={summary.data} /> : summary.isError ? <p role="alert">{text.noItems}</p> : <Skeleton lines={3} />}
      {summary.data && (
        <section aria-labelledby="assignment-items">
          <h2 id="assignment-items">{text.itemsTitle}</h2>
          <Items job={job} />
        </section>
      )}
    </Stack>
  );
}

export function AssignmentJobPage() {
  const { jobId = '' } = useParams();
  const job = useQuery(jobQuery(jobId));
  return (
    <AdminPage title={job.data?.title ?? text.title} area={areaById('ASSIGNMENT')}>
      <AreaSectionNav />
      {job.data ? (
        <JobDetail job={job.data} />
      ) : job.isError ? (
        <ErrorState title={text.loadFailed} description={copy.common.serverError} retryLabel={copy.common.retry} onRetry={() => void job.refetch()} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={6} />
        </div>
      )}
    </AdminPage>
  );
}
