/**
 * One server job as the job centre shows it, in the drawer and on the jobs page alike (issue 15
 * "Job centre"): what it is and its status, progress while it has not ended, whom it applies to,
 * who started it and when, its result (a file to download under its Korean name, or counts), why it
 * failed, its per-item errors on demand — each failed item retried or cancelled on its own — and
 * exactly the actions the server says it allows now. Cancelling asks first, the job naming what
 * stays done (a cancelled job cannot be resumed), an item naming the item (it will not be retried).
 * A job that ends while its cancel is being asked, or before the cancel reaches it (issue 38: a
 * 409 after a resume), says so in the same dialog with its final counts, never a stale count.
 * Once ended with counts, the counts are the job's result ("성공 100,000건"): the progress line
 * ("100 / 100건", in the job's own steps) is no longer shown beside them.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { AlertDialog } from '@ds/components/AlertDialog';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { Icon } from '@ds/components/Icon';
import { ProgressBar } from '@ds/components/ProgressBar';
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import { TextButton } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import type {
  Job,
  JobAction,
  JobFileResult,
  JobItemAction,
  JobItemError,
} from '@app/shared/api/contract/adminJob';
import type { JobStatus, JobWholeAction } from '@app/shared/api/contract/adminJobRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { jobItemErrorsQuery } from '../../api/adminJob';
import { downloadFile } from '../files/transfer';
import { jobKindWord } from '../kinds/foundKindWords';

const text = copy.backofficeJobs;

const statusTone: Record<JobStatus, StatusTone> = {
  QUEUED: 'neutral',
  RUNNING: 'info',
  STOPPED: 'warning',
  DONE: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
};

const progressTone = { FAILED: 'danger', DONE: 'success' } as const;

const Card = styled.article`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};

  & h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Line = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const ErrorList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }
`;

export interface JobCardProps {
  job: Job;
  /** Sends a whole-job action (cancel comes here only after the confirmation). */
  onAction: (job: Job, action: JobWholeAction) => void;
  /** Retries or cancels one failed item (cancel comes here only after the confirmation). */
  onItemAction: (job: Job, action: JobItemAction, itemKey: string) => void;
  /** The action being sent for this job, if any: its button shows busy. */
  pending?: JobAction | null;
  /** Heading level of the job's title. */
  headingLevel?: 'h2' | 'h3';
}

/** A file result: downloaded through the files kit, saved under its Korean name. */
function FileResult({ result }: { result: JobFileResult }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    setState('busy');
    downloadFile(result.fileId).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <Actions>
        <Button size="sm" variant="secondary" icon={<Icon name="download" size="sm" />} loading={state === 'busy'} onClick={download}>
          {text.download(result.fileName)}
        </Button>
        <Muted as="span">{formatFileSize(result.size)}</Muted>
      </Actions>
      {state === 'failed' && <Muted role="alert">{text.downloadFailed}</Muted>}
    </>
  );
}

/** The final outcome in words: the counts of the result, or the progress a job without one reached. */
function outcomeOf(job: Job): string {
  return job.result?.type === 'COUNTS' ? text.resultCounts(job.result.succeeded, job.result.failed, job.result.skipped) : text.progressText(job.progress.done, job.progress.total);
}

function Result({ job }: Pick<JobCardProps, 'job'>) {
  const { result } = job;
  if (!result) return null;
  if (result.type === 'FILE') return <FileResult result={result} />;
  return <Line>{text.resultCounts(result.succeeded, result.failed, result.skipped)}</Line>;
}

function ItemErrors({ job, onItemAction, pending }: Pick<JobCardProps, 'job' | 'onItemAction' | 'pending'>) {
  const errors = useQuery(jobItemErrorsQuery(job.jobId));
  const [confirmCancel, setConfirmCancel] = useState<JobItemError | null>(null);
  const canRetry = job.actions.includes('RETRY_ITEM');
  const canCancel = job.actions.includes('CANCEL_ITEM');
  if (errors.isError) return <Muted role="alert">{text.itemErrorsFailed}</Muted>;
  if (!errors.data) return <Muted>{copy.common.loading}</Muted>;
  const { items, totalCount } = errors.data;
  return (
    <>
      <ErrorList aria-label={text.itemErrorsTitle(job.title)}>
        {items.map((error) => (
          <li key={error.itemKey}>
            <span>
              <strong>{error.label}</strong> {error.message}
              {!error.retryable && <Muted as="span">{` (${text.notRetryable})`}</Muted>}
            </span>
            {error.retryable && (canRetry || canCancel) && (
              <Actions>
                {canRetry && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={text.actionFor(text.actions.RETRY_ITEM, error.label)}
                    loading={pending === 'RETRY_ITEM'}
                    onClick={() => onItemAction(job, 'RETRY_ITEM', error.itemKey)}
                  >
                    {text.actions.RETRY_ITEM}
                  </Button>
                )}
                {canCancel && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={text.actionFor(text.actions.CANCEL_ITEM, error.label)}
                    loading={pending === 'CANCEL_ITEM'}
                    onClick={() => setConfirmCancel(error)}
                  >
                    {text.actions.CANCEL_ITEM}
                  </Button>
                )}
              </Actions>
            )}
          </li>
        ))}
      </ErrorList>
      {totalCount > items.length && <Muted>{text.moreItemErrors(items.length, totalCount)}</Muted>}
      <ConfirmDialog
        open={confirmCancel !== null}
        title={text.cancelItemConfirm.title}
        tone="danger"
        submitLabel={text.cancelItemConfirm.submit}
        cancelLabel={text.cancelItemConfirm.keep}
        onCancel={() => setConfirmCancel(null)}
        onSubmit={() => {
          if (confirmCancel) onItemAction(job, 'CANCEL_ITEM', confirmCancel.itemKey);
          setConfirmCancel(null);
        }}
      >
        {text.cancelItemConfirm.body(confirmCancel?.label ?? '', job.title)}
      </ConfirmDialog>
    </>
  );
}

const wholeActions: readonly JobWholeAction[] = ['STOP', 'RESUME', 'RETRY', 'CANCEL'];

export function JobCard({ job, onAction, onItemAction, pending = null, headingLevel = 'h3' }: JobCardProps) {
  const [showErrors, setShowErrors] = useState(false);
  /** The cancel question: being asked, or sent and not yet answered by the job's new state. */
  const [cancelStep, setCancelStep] = useState<'idle' | 'asking' | 'sent'>('idle');
  const errorsId = useId();
  const Heading = headingLevel;
  const { done, total } = job.progress;
  const ended = job.status === 'DONE' || job.status === 'CANCELLED';
  const hasCounts = job.result?.type === 'COUNTS';
  // Ended another way than by the cancel: done or failed while the question was open or on its way.
  const endedFirst = cancelStep !== 'idle' && (job.status === 'DONE' || job.status === 'FAILED');
  if (cancelStep === 'sent' && job.status === 'CANCELLED') setCancelStep('idle');
  const shownActions = wholeActions.filter((action) => job.actions.includes(action));
  return (
    <Card aria-label={job.title}>
      <Head>
        <Heading>{job.title}</Heading>
        <StatusLabel tone={statusTone[job.status]}>{text.status[job.status]}</StatusLabel>
      </Head>
      <Muted>{`${jobKindWord(job.kind)} · ${job.scope}`}</Muted>
      {!ended && (
        <ProgressBar
          value={done}
          max={Math.max(total, 1)}
          label={text.progressLabel(job.title)}
          hideLabel
          tone={job.status === 'FAILED' ? progressTone.FAILED : 'primary'}
          size="sm"
        />
      )}
      {!(ended && hasCounts) && <Muted>{text.progressText(done, total)}</Muted>}
      <Muted>{text.startedBy(job.startedBy.displayName, formatDateTime(job.createdAt))}</Muted>
      {job.finishedAt && <Muted>{text.finishedAt(formatDateTime(job.finishedAt))}</Muted>}
      {job.failureMessage && <Line>{job.failureMessage}</Line>}
      <Result job={job} />
      {job.itemErrorCount > 0 && (
        <>
          <TextButton aria-expanded={showErrors} aria-controls={errorsId} onClick={() => setShowErrors((open) => !open)}>
            {text.itemErrors(job.itemErrorCount)}
          </TextButton>
          <div id={errorsId} hidden={!showErrors}>
            {showErrors && <ItemErrors job={job} onItemAction={onItemAction} pending={pending} />}
          </div>
        </>
      )}
      {shownActions.length > 0 && (
        <Actions>
          {shownActions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'CANCEL' ? 'danger' : 'secondary'}
              aria-label={text.actionFor(text.actions[action], job.title)}
              loading={pending === action}
              onClick={() => (action === 'CANCEL' ? setCancelStep('asking') : onAction(job, action))}
            >
              {text.actions[action]}
            </Button>
          ))}
        </Actions>
      )}
      <ConfirmDialog
        open={cancelStep === 'asking' && !endedFirst}
        title={text.cancelConfirm.title}
        tone="danger"
        submitLabel={text.cancelConfirm.submit}
        cancelLabel={text.cancelConfirm.keep}
        onCancel={() => setCancelStep('idle')}
        onSubmit={() => {
          setCancelStep('sent');
          onAction(job, 'CANCEL');
        }}
      >
        {text.cancelConfirm.body(job.title, job.scope, done, total)}
      </ConfirmDialog>
      <AlertDialog open={endedFirst} title={text.cancelConfirm.endedTitle} confirmLabel={text.cancelConfirm.close} onClose={() => setCancelStep('idle')}>
        {text.cancelConfirm.endedBody(job.title, outcomeOf(job))}
      </AlertDialog>
    </Card>
  );
}
