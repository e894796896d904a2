/**
 * A lesson video's transcode (backoffice.md §4 "Video transcoding can be polled and cancelled"):
 * its job is the job centre's, so the centre polls it (while it runs, slower in a hidden tab) and
 * keeps it in the query cache this reads, the drawer lists it, and cancel and retry are the
 * centre's own actions. Said in words: 대기 중, 변환 중 42%, 완료, 실패 (with the reason and a
 * retry). When it ends, the lesson's video is read again (READY, or FAILED to retry).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ProgressBar } from '@ds/components/ProgressBar';
import { StatusLabel } from '@ds/components/StatusLabel';
import { vars } from '@ds/tokens/vars';
import type { Job } from '@app/shared/api/contract/adminJob';
import type { VideoTranscoding } from '@app/shared/api/contract/adminMasterVideo';
import { activeJobStatuses } from '@app/shared/api/contract/adminJobRules';
import { copy } from '@app/shared/copy';
import { jobQuery } from '../../api/adminJob';
import { useJobCentre } from '../../kit/jobs/JobCentre';
import { lessonVideoKey } from './api';

const text = copy.backofficeMasterVideo;

const Box = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  > div { display: flex; flex-wrap: wrap; gap: ${vars.space[2]}; align-items: center; }
  > p { margin: 0; }
`;

type Shown = Pick<Job, 'status'> & { percent: number; failureMessage: string | null };

function shownOf(job: Job | undefined, transcoding: VideoTranscoding): Shown {
  if (!job) return transcoding;
  const percent = job.progress.total === 0 ? 0 : Math.floor((job.progress.done / job.progress.total) * 100);
  return { status: job.status, percent, failureMessage: job.failureMessage };
}

function words(shown: Shown): string {
  switch (shown.status) {
    case 'QUEUED':
    case 'STOPPED':
      return text.transcode.QUEUED;
    case 'RUNNING':
      return text.transcode.RUNNING(shown.percent);
    case 'DONE':
      return text.transcode.DONE;
    case 'FAILED':
      return text.transcode.FAILED;
    case 'CANCELLED':
      return text.transcode.CANCELLED;
  }
}

const tones = { QUEUED: 'neutral', STOPPED: 'neutral', RUNNING: 'info', DONE: 'success', FAILED: 'danger', CANCELLED: 'warning' } as const;

export function TranscodeStatus({ transcoding, klassId, lessonKey }: { transcoding: VideoTranscoding; klassId: string; lessonKey: string }) {
  const centre = useJobCentre();
  const client = useQueryClient();
  const job = useQuery(jobQuery(transcoding.jobId)).data;
  const shown = shownOf(job, transcoding);
  const active = activeJobStatuses.includes(shown.status);

  // Handed to the centre once read, so it is polled (and listed) until it ends, after a reload too.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!job || tracked.current === job.jobId || !activeJobStatuses.includes(job.status)) return;
    tracked.current = job.jobId;
    centre.track(job);
  }, [centre, job]);

  // The lesson's video follows its transcode's end (READY, or FAILED to retry).
  const ended = job !== undefined && !activeJobStatuses.includes(job.status) && job.status !== transcoding.status;
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: lessonVideoKey(klassId, lessonKey) });
  }, [client, ended, klassId, lessonKey]);

  const busy = job ? centre.pending.has(job.jobId) : false;
  return (
    <Box>
      <div>
        <strong>{text.transcodeTitle}</strong>
        <StatusLabel tone={tones[shown.status]}>{words(shown)}</StatusLabel>
      </div>
      {active && <ProgressBar label={text.transcodeTitle} hideLabel value={shown.percent} size="sm" />}
      {shown.status === 'FAILED' && <p>{text.transcodeFailed(shown.failureMessage)}</p>}
      {shown.status === 'CANCELLED' && <p>{text.transcodeCancelled}</p>}
      {shown.status === 'DONE' && <p>{text.ready}</p>}
      {job && (
        <div>
          {job.actions.includes('CANCEL') && (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => centre.act(job, 'CANCEL')}>
              {text.cancelTranscode}
            </Button>
          )}
          {job.actions.includes('RETRY') && (
            <Button size="sm" loading={busy} onClick={() => centre.act(job, 'RETRY')}>
              {text.retryTranscode}
            </Button>
          )}
        </div>
      )}
    </Box>
  );
}
