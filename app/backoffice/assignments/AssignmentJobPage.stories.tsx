/**
 * One assignment job (issue 29; backoffice.md §4), one story per state with its actions, against
 * the seeded jobs: stopped part-way (resume and cancel; waiting items can be taken out); failed
 * part-way because the class stopped selling (retry; the withdrawn account failed for good with no
 * action, the member who failed for a moment can be retried or cancelled); done (each given ticket
 * can be taken back, asked first); a pass given, done (no completion target); a job that is not
 * there. The lists of jobs is the last story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, findPageHeading, findSettledTable, screen } from '../storySupport';
import { AssignmentJobPage } from './AssignmentJobPage';

const text = copy.backofficeAssignments;
const jobs = copy.backofficeJobs;

const meta = {
  title: 'Back-office/Assignments/배정 작업 · AssignmentJobPage',
  component: AssignmentJobPage,
  render: () => <Backoffice />,
  parameters: { scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof AssignmentJobPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const STOPPED = '‘모바일 앱 UX 설계’ 클래스 수강권 지급';
const FAILED = '‘영상 편집 마스터’ 클래스 수강권 지급';

function items(canvasElement: HTMLElement, title: string) {
  return findSettledTable(canvasElement, title, text.job.itemsCaption);
}

export const NotFound: Story = {
  parameters: { route: '/admin/assignments/jobs/job-none' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.job.title);
    await expect(await within(canvasElement).findByText(text.job.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Stopped: Story = {
  parameters: { route: '/admin/assignments/jobs/job-seed-asg-stopped?status=PENDING' },
  play: async ({ canvasElement }) => {
    const table = await items(canvasElement, STOPPED);
    const card = within(within(canvasElement).getByRole('article', { name: STOPPED }));
    await expect(card.getByText(jobs.status.STOPPED)).toBeVisible();
    await expect(card.getByRole('button', { name: jobs.actionFor(jobs.actions.RESUME, STOPPED) })).toBeVisible();
    await expect(card.getByRole('button', { name: jobs.actionFor(jobs.actions.CANCEL, STOPPED) })).toBeVisible();
    await expect(card.queryByRole('button', { name: jobs.actionFor(jobs.actions.STOP, STOPPED) })).toBeNull();
    await expect(await within(canvasElement).findByText(/대기 18 · 지급 완료 12/)).toBeVisible();
    // Every waiting item (the rows rendered) can be taken out.
    const rows = table.getAllByRole('row').length - 1;
    await expect(rows).toBeGreaterThan(0);
    await expect(table.getAllByRole('button', { name: new RegExp(text.job.itemActions.CANCEL) })).toHaveLength(rows);
  },
};

export const FailedPartWay: Story = {
  parameters: { route: '/admin/assignments/jobs/job-seed-asg-failed?status=FAILED' },
  play: async ({ canvasElement }) => {
    const table = await items(canvasElement, FAILED);
    const card = within(within(canvasElement).getByRole('article', { name: FAILED }));
    await expect(card.getByText(/판매가 중단되어/)).toBeVisible();
    await expect(card.getByRole('button', { name: jobs.actionFor(jobs.actions.RETRY, FAILED) })).toBeVisible();
    const withdrawn = table.getByRole('row', { name: /정탈퇴|withdrawn/ });
    await expect(withdrawn).toHaveTextContent(/탈퇴/);
    await expect(within(withdrawn).queryAllByRole('button')).toHaveLength(0);
    await expect(withdrawn).toHaveTextContent(text.job.noAction);
    const moment = table.getAllByRole('row').find((row) => row.textContent?.includes('잠시 연결이 끊겨'));
    if (!moment) throw new Error('the member who failed for a moment is listed');
    await expect(within(moment).getByRole('button', { name: new RegExp(text.job.itemActions.RETRY) })).toBeVisible();
    await expect(within(moment).getByRole('button', { name: new RegExp(text.job.itemActions.CANCEL) })).toBeVisible();
  },
};

export const DoneTakeBackAsked: Story = {
  parameters: { route: '/admin/assignments/jobs/job-seed-asg-done' },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByRole('heading', { level: 1, name: /코스 수강권 지급$/ }, { timeout: 10_000 });
    const table = await items(canvasElement, title.textContent ?? '');
    await expect(within(canvasElement).getByText(`${text.job.completionRate(100)} · ${text.job.completionQuiz}`)).toBeVisible();
    const first = table.getAllByRole('row')[1] as HTMLElement;
    await expect(first).toHaveTextContent(text.job.itemStatus.SUCCEEDED);
    await userEvent.click(within(first).getByRole('button', { name: new RegExp(text.job.takeBack(text.job.ticketWords.COURSE)) }));
    const ask = await screen(canvasElement).findByRole('alertdialog', { name: text.job.takeBackTitle(text.job.ticketWords.COURSE) });
    await expect(ask).toHaveTextContent('되돌릴 수 없어요');
    await userEvent.click(within(ask).getByRole('button', { name: text.job.keep }));
    await expect(first).toHaveTextContent(text.job.itemStatus.SUCCEEDED);
  },
};

/** A pass given to 24 members: its target links to the pass's accounts; a pass sets no completion target. */
export const PassDone: Story = {
  parameters: { route: '/admin/assignments/jobs/job-seed-asg-pass' },
  play: async ({ canvasElement }) => {
    const title = '‘클래스 자유이용권 3개월’ 이용권 지급';
    const table = await items(canvasElement, title);
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: text.job.targetWords(text.job.targetTypes.PASS, '클래스 자유이용권 3개월') })).toHaveAttribute(
      'href',
      '/admin/assignments/enrolled/passes/pass-002',
    );
    await expect(page.queryByText(text.job.completion)).toBeNull();
    await expect(page.getByText(/지급 완료 24/)).toBeVisible();
    // What a pass's take-back takes is an 이용권, never a 수강권 (issue 29).
    const first = table.getAllByRole('row')[1] as HTMLElement;
    await expect(within(first).getByRole('button', { name: new RegExp(`${text.job.takeBack(text.job.ticketWords.PASS)}$`) })).toBeVisible();
    await expect(within(first).queryByRole('button', { name: new RegExp(text.job.takeBack(text.job.ticketWords.KLASS)) })).toBeNull();
  },
};

/** The assignment jobs: the seeded ones, each the job centre's card with a link to its items. */
export const JobsList: Story = {
  parameters: { route: '/admin/assignments/jobs' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.jobs.title);
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: text.jobs.open(FAILED) }, { timeout: 10_000 })).toHaveAttribute('href', '/admin/assignments/jobs/job-seed-asg-failed');
    await expect(page.getByRole('article', { name: STOPPED })).toHaveTextContent(jobs.status.STOPPED);
  },
};
