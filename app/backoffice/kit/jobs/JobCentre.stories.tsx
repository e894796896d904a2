/**
 * The job centre in the real back-office against the mock (issue 15 "Job centre"): the top-bar
 * badge counting running jobs, the drawer of recent jobs, the full page at /admin/jobs with its
 * filters in the URL, a finished job announcing itself (the seeded stopped assignment resumed
 * runs to its end and says so in the toast layer's live region), and a master's own jobs.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, findPageHeading, screen } from '../../storySupport';
import { JobCentreButton } from './JobCentre';

const text = copy.backofficeJobs;

const meta = {
  title: 'Back-office/Kit/Jobs/최근 작업 · JobCentre',
  component: JobCentreButton,
  render: () => <Backoffice />,
  parameters: { route: '/admin', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof JobCentreButton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCentre(canvasElement: HTMLElement) {
  const banner = within(await within(canvasElement).findByRole('banner'));
  await userEvent.click(await banner.findByRole('button', { name: text.button(1) }));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: text.drawerTitle });
  // The drawer slides and fades in: its content counts as visible once that is done.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The seeded transcode runs: the button names one running job and its badge shows 1. */
export const Badge: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await expect(await banner.findByRole('button', { name: text.button(1) })).toBeVisible();
    await expect(banner.getByText(text.badgeLabel, { exact: false })).toBeInTheDocument();
  },
};

export const Drawer: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openCentre(canvasElement);
    await expect(await drawer.findByRole('article', { name: '동영상 변환 (1080p)' })).toBeVisible();
    // The poll may re-render the list meanwhile: find (and retry) rather than get once.
    await expect(await drawer.findByRole('article', { name: '강의 수강권 지급' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: text.viewAll })).toHaveAttribute('href', '/admin/jobs');
  },
};

/** Resuming the stopped assignment: it runs to its end and the toast announces it once. */
export const FinishedAnnouncement: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openCentre(canvasElement);
    const card = within(await drawer.findByRole('article', { name: '수강권 일괄 지급' }));
    await userEvent.click(card.getByRole('button', { name: text.actionFor(text.actions.RESUME, '수강권 일괄 지급') }));
    await expect(await card.findByText(text.status.RUNNING)).toBeVisible();
    const announced = await screen(canvasElement).findByText(text.finished.DONE('수강권 일괄 지급'), {}, { timeout: 20_000 });
    await expect(announced.closest('[aria-live]')).not.toBeNull();
    // The toast offers the job centre (it is open already; choosing it keeps it open and closes the toast).
    const openCentreButton = await screen(canvasElement).findByRole('button', { name: text.openCentre });
    // The toast fades in: wait for it rather than look once.
    await waitFor(() => expect(openCentreButton).toBeVisible());
    await expect(await card.findByText(text.status.DONE)).toBeVisible();
  },
};

/**
 * A master's top bar (the manager working as authority 101): the job centre is there for them too,
 * holding the jobs their account started — the seeded transcode of their curriculum's video — and
 * none of the operators' (the running transcode, the assignments).
 */
export const MasterOwnJobs: Story = {
  parameters: { scenario: 'master' },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    // Nothing of theirs runs: the button names no count.
    await userEvent.click(await banner.findByRole('button', { name: text.button(0) }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: text.drawerTitle });
    await waitFor(() => expect(dialog).toBeVisible());
    const drawer = within(dialog);
    const own = within(await drawer.findByRole('article', { name: '동영상 변환 (720p)' }));
    await expect(own.getByText(text.status.DONE)).toBeVisible();
    await expect(drawer.getAllByRole('article')).toHaveLength(1);
    await expect(drawer.queryByRole('article', { name: '동영상 변환 (1080p)' })).toBeNull();
  },
};

export const Page: Story = {
  parameters: { route: '/admin/jobs?status=FAILED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findPageHeading(canvasElement, text.page.title)).toBeVisible();
    // The jobs seed's failed job among the failed ones other areas seed (assignments).
    await expect(await canvas.findByRole('heading', { level: 2, name: '강의 수강권 지급' })).toBeVisible();
    await expect(canvas.getByText(/^작업 \d+건$/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: text.status.FAILED })).toBeChecked();
  },
};

export const PageFilteredEmpty: Story = {
  parameters: { route: '/admin/jobs?kind=UPLOAD' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.page.filteredEmpty)).toBeVisible();
  },
};
