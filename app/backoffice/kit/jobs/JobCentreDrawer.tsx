/**
 * The job centre's drawer: the recent jobs as cards with their actions, and a link to the whole
 * list. Its own chunk, loaded when the drawer first opens (JobCentre.tsx), since most visits to a
 * screen never open it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Drawer } from '@ds/components/Drawer';
import { EmptyState } from '@ds/components/EmptyState';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { recentJobsQuery } from '../../api/adminJob';
import { JobCard } from './JobCard';
import { JOBS_PAGE_PATH, useJobCentre } from './JobCentre';

const text = copy.backofficeJobs;

const DrawerList = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

/** The recent jobs, as the drawer lists them. */
function RecentJobs() {
  const centre = useJobCentre();
  const recent = useQuery(recentJobsQuery());
  if (recent.isError) {
    return (
      <EmptyState
        title={text.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void recent.refetch()}>
            {text.retryLoad}
          </Button>
        }
      />
    );
  }
  if (!recent.data) return <p>{copy.common.loading}</p>;
  if (recent.data.items.length === 0) return <EmptyState title={text.empty} />;
  return (
    <DrawerList>
      {recent.data.items.map((job) => (
        <JobCard
          key={job.jobId}
          job={job}
          pending={centre.pending.get(job.jobId) ?? null}
          onAction={centre.act}
          onItemAction={centre.actOnItem}
        />
      ))}
    </DrawerList>
  );
}

export default function JobCentreDrawer() {
  const centre = useJobCentre();
  return (
    <Drawer
      open={centre.drawerOpen}
      onClose={centre.closeDrawer}
      title={text.drawerTitle}
      closeLabel={text.closeDrawer}
      footer={
        <Link to={JOBS_PAGE_PATH} onClick={centre.closeDrawer}>
          {text.viewAll}
        </Link>
      }
    >
      <RecentJobs />
    </Drawer>
  );
}
