/**
 * One job in each status of backoffice.md §4 (issue 15 "each job status: queued, running, done,
 * failed with item errors, stopped, cancelled"), as the drawer and the jobs page show it: its
 * progress, scope, who and when, result and exactly the actions its status allows. The failed
 * job's item errors are read from the mock (the seeded failed assignment), as the operator. A job
 * that ends before its cancel reaches it says so with its final counts (issue 38).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Job } from '@app/shared/api/contract/adminJob';
import { copy } from '@app/shared/copy';
import { screen } from '../../storySupport';
import { JobCard } from './JobCard';

const text = copy.backofficeJobs;

const base: Job = {
  jobId: 'job-story',
  kind: 'TICKET_ASSIGNMENT',
  title: '수강권 일괄 지급',
  status: 'RUNNING',
  progress: { done: 1840, total: 3120 },
  scope: "그룹 'VIP 회원' 전체 3,120명",
  area: 'ASSIGNMENT',
  startedBy: { accountKey: 'acc-operator', displayName: '강운영' },
  createdAt: '2026-11-22T01:00:00.000Z',
  updatedAt: '2026-11-22T01:03:00.000Z',
  finishedAt: null,
  failureMessage: null,
  result: null,
  itemErrorCount: 0,
  actions: ['STOP', 'CANCEL'],
};

const meta = {
  title: 'Back-office/Kit/Jobs/작업 카드 · JobCard',
  component: JobCard,
  args: { job: base, onAction: fn(), onItemAction: fn(), pending: null },
  parameters: { scenario: 'operator' },
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Queued: Story = {
  args: { job: { ...base, status: 'QUEUED', progress: { done: 0, total: 3120 }, actions: ['CANCEL'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.status.QUEUED)).toBeVisible();
    await expect(canvas.getByText(text.progressText(0, 3120))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.actionFor(text.actions.STOP, base.title) })).toBeNull();
  },
};

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: text.progressLabel(base.title) })).toHaveAttribute('aria-valuenow', '59');
    await expect(canvas.getByText(base.scope, { exact: false })).toBeVisible();
    await expect(canvas.getByText(/강운영 · .* 시작/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.actionFor(text.actions.STOP, base.title) }));
    await expect(args.onAction).toHaveBeenCalledWith(args.job, 'STOP');
  },
};

/** Cancel is irreversible: it asks first, naming what stays done, and only then is sent. */
export const CancelConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.actionFor(text.actions.CANCEL, base.title) }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: text.cancelConfirm.title }));
    await expect(dialog.getByText(text.cancelConfirm.body(base.title, base.scope, 1840, 3120))).toBeInTheDocument();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: text.cancelConfirm.submit }));
    await expect(args.onAction).toHaveBeenCalledWith(args.job, 'CANCEL');
  },
};

export const Stopped: Story = {
  args: { job: { ...base, status: 'STOPPED', progress: { done: 45, total: 120 }, actions: ['RESUME', 'CANCEL'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.status.STOPPED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.actionFor(text.actions.RESUME, base.title) })).toBeVisible();
  },
};

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DoneWithFile: Story = {
  args: {
    job: {
      ...base,
      kind: 'EXPORT',
      title: '회원 목록 내보내기 (XLSX)',
      status: 'DONE',
      progress: { done: 3000, total: 3000 },
      finishedAt: '2026-11-22T01:00:09.000Z',
      result: { type: 'FILE', fileId: 'file-1', fileName: '회원 목록 2026-11-22.xlsx', size: 184_320, contentType: xlsx },
      actions: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.status.DONE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.download('회원 목록 2026-11-22.xlsx') })).toBeVisible();
    await expect(canvas.getByText('180 KB', { exact: false })).toBeVisible();
  },
};

export const DoneWithCounts: Story = {
  args: {
    job: {
      ...base,
      kind: 'TEXT_MESSAGE',
      title: '문자 발송: 12월 강의 안내',
      status: 'DONE',
      progress: { done: 3120, total: 3120 },
      finishedAt: '2026-11-22T01:02:00.000Z',
      result: { type: 'COUNTS', succeeded: 3118, failed: 0, skipped: 2 },
      actions: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.resultCounts(3118, 0, 2))).toBeVisible();
    // The counts are the result: the progress in the job's own steps is not shown beside them.
    await expect(canvas.queryByText(text.progressText(3120, 3120))).toBeNull();
  },
};

const finished: Job = {
  ...base,
  status: 'DONE',
  progress: { done: 3120, total: 3120 },
  finishedAt: '2026-11-22T01:04:00.000Z',
  result: { type: 'COUNTS', succeeded: 3120, failed: 0, skipped: 0 },
  actions: [],
};

/** A card whose job finishes on its own just as the cancel is sent (the server then refuses it: 409). */
function EndsBeforeCancel(props: Parameters<typeof JobCard>[0]) {
  const [job, setJob] = useState(props.job);
  return (
    <JobCard
      {...props}
      job={job}
      onAction={(sent, action) => {
        props.onAction(sent, action);
        setJob(finished);
      }}
    />
  );
}

/** Cancel asked after a resume, but the job finished first: the dialog says so with the final counts, not "이미 처리된 1,840건". */
export const EndedBeforeCancel: Story = {
  render: (args) => <EndsBeforeCancel {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.actionFor(text.actions.CANCEL, base.title) }));
    const ask = within(await screen(canvasElement).findByRole('alertdialog', { name: text.cancelConfirm.title }));
    await userEvent.click(ask.getByRole('button', { name: text.cancelConfirm.submit }));
    await expect(args.onAction).toHaveBeenCalledWith(args.job, 'CANCEL');
    const ended = within(await screen(canvasElement).findByRole('alertdialog', { name: text.cancelConfirm.endedTitle }));
    await expect(ended.getByText(text.cancelConfirm.endedBody(base.title, text.resultCounts(3120, 0, 0)))).toBeVisible();
    await userEvent.click(ended.getByRole('button', { name: text.cancelConfirm.close }));
    await expect(await canvas.findByText(text.status.DONE)).toBeVisible();
  },
};

const failedAssignment: Job = {
  ...base,
  jobId: 'job-seed-assignment-failed',
  title: '강의 수강권 지급',
  status: 'FAILED',
  progress: { done: 36, total: 40 },
  finishedAt: '2026-11-22T01:02:00.000Z',
  failureMessage: '수강권 서버가 응답하지 않아 멈췄어요.',
  itemErrorCount: 3,
  actions: ['RETRY', 'RETRY_ITEM', 'CANCEL_ITEM'],
};

async function openItemErrors(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: text.itemErrors(3) }));
  return within(await canvas.findByRole('list', { name: text.itemErrorsTitle(failedAssignment.title) }));
}

/** The seeded failed assignment: why it failed, its item errors on demand, a retry per retryable item. */
export const FailedWithItemErrors: Story = {
  args: { job: failedAssignment },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('수강권 서버가 응답하지 않아 멈췄어요.')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: text.itemErrors(3) });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const errors = within(await canvas.findByRole('list', { name: text.itemErrorsTitle('강의 수강권 지급') }));
    await expect(await errors.findByText('김하늘 (learner@klass.test)')).toBeVisible();
    await expect(errors.getByText(`(${text.notRetryable})`, { exact: false })).toBeVisible();
    const retries = errors.getAllByRole('button', { name: new RegExp(text.actions.RETRY_ITEM) });
    await expect(retries).toHaveLength(2);
    await userEvent.click(retries[0] as HTMLElement);
    await expect(args.onItemAction).toHaveBeenCalledWith(args.job, 'RETRY_ITEM', 'member-0007');
  },
};

/**
 * One failed item cancelled (§4 "its items can be cancelled"): only a retryable one offers it, it
 * asks first naming the item, keeping it sends nothing, and confirming sends the item's cancel.
 */
export const ItemCancelConfirmed: Story = {
  args: { job: failedAssignment },
  play: async ({ canvasElement, args }) => {
    const errors = await openItemErrors(canvasElement);
    const label = '이바다 (sea@klass.test)';
    await expect(await errors.findAllByRole('button', { name: new RegExp(text.actions.CANCEL_ITEM) })).toHaveLength(2);
    await expect(
      errors.queryByRole('button', {
        name: text.actionFor(text.actions.CANCEL_ITEM, '정탈퇴 (withdrawn@klass.test)'),
      }),
    ).toBeNull();
    const cancel = errors.getByRole('button', {
      name: text.actionFor(text.actions.CANCEL_ITEM, label),
    });
    await userEvent.click(cancel);
    const page = screen(canvasElement);
    let dialog = within(await page.findByRole('alertdialog', { name: text.cancelItemConfirm.title }));
    await expect(dialog.getByText(text.cancelItemConfirm.body(label, failedAssignment.title))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: text.cancelItemConfirm.keep }));
    await expect(args.onItemAction).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    dialog = within(await page.findByRole('alertdialog', { name: text.cancelItemConfirm.title }));
    await userEvent.click(dialog.getByRole('button', { name: text.cancelItemConfirm.submit }));
    await expect(args.onItemAction).toHaveBeenCalledWith(args.job, 'CANCEL_ITEM', 'member-0021');
  },
};

export const Cancelled: Story = {
  args: {
    job: {
      ...base,
      kind: 'EXPORT',
      title: '회원 목록 내보내기 (XLSX)',
      status: 'CANCELLED',
      progress: { done: 800, total: 2400 },
      finishedAt: '2026-11-22T01:01:00.000Z',
      actions: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.status.CANCELLED)).toBeVisible();
    await expect(canvas.getByText(text.progressText(800, 2400))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The action being sent shows busy on its button (busy keeps focus; it is not disabled). */
export const ActionPending: Story = {
  args: { pending: 'STOP' },
  play: async ({ canvasElement }) => {
    const stop = await within(canvasElement).findByRole('button', { name: text.actionFor(text.actions.STOP, base.title) });
    await expect(stop).toHaveAttribute('aria-busy', 'true');
  },
};
