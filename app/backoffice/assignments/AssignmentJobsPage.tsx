/**
 * `/admin/assignments/jobs` (backoffice.md §4, §7 Assignments "klass-ticket and course-ticket jobs";
 * issue 29): the assignment jobs of the one job centre, newest first, filtered by status and paged
 * in the URL — each the job centre's card (progress, result, exactly the actions allowed now) with
 * a link to its accounts. Not a second job model: the list is the job centre's, of kind
 * TICKET_ASSIGNMENT.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { CheckboxGroup } from '@ds/components/CheckboxGroup';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { jobStatuses, type JobStatus } from '@app/shared/api/contract/adminJobRules';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { jobsQuery } from '../api/adminJob';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { JobCard } from '../kit/jobs/JobCard';
import { useJobCentre } from '../kit/jobs/JobCentre';
import { defineList } from '../kit/list/urlState';
import { useListState } from '../kit/list/useListState';
import { AdminPage } from '../shell/AdminPage';
import { assignmentJobPath } from './paths';

const text = copy.backofficeAssignments.jobs;
const jobWords = copy.backofficeJobs;

export const assignmentJobsList = defineList({
  id: 'assignments.jobs',
  filters: {
    status: { kind: 'set', label: text.statusFilter, options: jobStatuses.map((value) => ({ value, label: jobWords.status[value] })) },
  },
  sortFields: ['createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  pageSizes: [20],
  defaultPageSize: 20,
  columns: [],
});

const List = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  list-style: none;
  > li { display: grid; gap: ${vars.space[2]}; }
`;

export function AssignmentJobsPage() {
  const list = useListState(assignmentJobsList);
  const centre = useJobCentre();
  const { status } = list.state.filters;
  const jobs = useQuery(
    jobsQuery({
      page: list.state.page,
      size: list.state.size,
      kind: ['TICKET_ASSIGNMENT'],
      ...(status.length > 0 ? { status: [...status] as JobStatus[] } : {}),
    }),
  );
  return (
    <AdminPage title={text.title} area={areaById('ASSIGNMENT')} description={text.intro}>
      <AreaSectionNav />
      <CheckboxGroup
        label={text.statusFilter}
        direction="row"
        options={assignmentJobsList.filters.status.options}
        value={status}
        onChange={(value) => list.setFilter('status', value as JobStatus[])}
      />
      {jobs.isError ? (
        <ErrorState title={text.loadFailed} description={copy.common.serverError} retryLabel={copy.common.retry} onRetry={() => void jobs.refetch()} />
      ) : !jobs.data ? (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={6} />
        </div>
      ) : jobs.data.items.length === 0 ? (
        <EmptyState headingLevel={2} title={list.filtered ? text.filteredEmpty : text.empty} />
      ) : (
        <>
          <p aria-live="polite">{text.count(jobs.data.totalCount)}</p>
          <List>
            {jobs.data.items.map((job) => (
              <li key={job.jobId}>
                <JobCard job={job} headingLevel="h2" pending={centre.pending.get(job.jobId) ?? null} onAction={centre.act} onItemAction={centre.actOnItem} />
                <Link to={assignmentJobPath(job.jobId)}>{text.open(job.title)}</Link>
              </li>
            ))}
          </List>
          {jobs.data.totalPages > 1 && <Pagination page={list.state.page} pageCount={jobs.data.totalPages} onChange={list.setPage} />}
        </>
      )}
    </AdminPage>
  );
}
