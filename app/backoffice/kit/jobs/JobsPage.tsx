/**
 * The full jobs page, `/admin/jobs` (issue 15 "Job centre … a full page"): every job this person
 * may see, filtered by status and kind, newest first, paged — the filters and page live in the URL
 * through the list kit (useListState), so a link or a reload shows the same jobs. Not a permission
 * area: every operator and every master has one, showing what they may see (a master, the jobs
 * they started). Actions go through the job centre, so the drawer and this page never disagree.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { CheckboxGroup } from '@ds/components/CheckboxGroup';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Pagination } from '@ds/components/Pagination';
import { vars } from '@ds/tokens/vars';
import { jobKinds, type JobKind } from '@app/shared/api/contract/adminJob';
import { jobStatuses, type JobStatus } from '@app/shared/api/contract/adminJobRules';
import { copy } from '@app/shared/copy';
import { jobsQuery } from '../../api/adminJob';
import { AdminPage } from '../../shell/AdminPage';
import { defineList } from '../list/urlState';
import { useListState } from '../list/useListState';
import { JobCard } from './JobCard';
import { useJobCentre } from './JobCentre';
import { jobKindWord } from '../kinds/foundKindWords';

const text = copy.backofficeJobs;

export const jobsList = defineList({
  id: 'jobs',
  filters: {
    status: { kind: 'set', label: text.page.statusFilter, options: jobStatuses.map((value) => ({ value, label: text.status[value] })) },
    kind: { kind: 'set', label: text.page.kindFilter, options: jobKinds.map((value) => ({ value, label: jobKindWord(value) })) },
  },
  sortFields: ['createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  pageSizes: [20],
  defaultPageSize: 20,
  columns: [],
});

const Filters = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};
`;

const List = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};
`;

export function JobsPage() {
  const list = useListState(jobsList);
  const centre = useJobCentre();
  const { status, kind } = list.state.filters;
  const jobs = useQuery(
    jobsQuery({
      page: list.state.page,
      size: list.state.size,
      ...(status.length > 0 ? { status: [...status] as JobStatus[] } : {}),
      ...(kind.length > 0 ? { kind: [...kind] as JobKind[] } : {}),
    }),
  );
  return (
    <AdminPage title={text.page.title} description={text.page.description}>
      <Filters>
        <CheckboxGroup
          label={text.page.statusFilter}
          direction="row"
          options={jobsList.filters.status.options}
          value={status}
          onChange={(value) => list.setFilter('status', value as JobStatus[])}
        />
        <CheckboxGroup
          label={text.page.kindFilter}
          direction="row"
          options={jobsList.filters.kind.options}
          value={kind}
          onChange={(value) => list.setFilter('kind', value as JobKind[])}
        />
      </Filters>
      {jobs.isError && <ErrorState title={text.loadFailed} onRetry={() => void jobs.refetch()} retryLabel={text.retryLoad} />}
      {jobs.data && (
        <>
          <p aria-live="polite">{text.page.count(jobs.data.totalCount)}</p>
          {jobs.data.items.length === 0 ? (
            <EmptyState title={list.filtered ? text.page.filteredEmpty : text.empty} />
          ) : (
            <List>
              {jobs.data.items.map((job) => (
                <JobCard
                  key={job.jobId}
                  job={job}
                  headingLevel="h2"
                  pending={centre.pending.get(job.jobId) ?? null}
                  onAction={centre.act}
                  onItemAction={centre.actOnItem}
                />
              ))}
            </List>
          )}
          {jobs.data.totalPages > 1 && (
            <Pagination page={list.state.page} pageCount={jobs.data.totalPages} onChange={list.setPage} />
          )}
        </>
      )}
    </AdminPage>
  );
}
