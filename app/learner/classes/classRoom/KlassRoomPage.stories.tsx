/**
 * The class room against the mock: the seeded class with its resume card and curriculum, a class
 * without playback rates, an empty chapter (`inventory.klass.not_prepared`), and entries refused
 * for the ticket's status (spec §8).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { inNativeApp, installedStoryBridge } from '@app/shared/session/storySupport';
import { KlassRoomPage } from './KlassRoomPage';

const meta = {
  title: 'Learner/Classes/강의실 · KlassRoomPage',
  component: KlassRoomPage,
  render: () => (
    <Routes>
      <Route path="/app/klass/:klassId" element={<KlassRoomPage />} />
    </Routes>
  ),
  parameters: { route: '/app/klass/klass-001?ticket=kt-active' },
} satisfies Meta<typeof KlassRoomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '실전 데이터 분석 입문' }, wait)).toBeInTheDocument();
    // The last-played lesson is offered for resuming, and marked in the curriculum.
    await expect(await canvas.findByTestId('resume-card', {}, wait)).toBeInTheDocument();
    await expect((await canvas.findAllByText(copy.classes.lessonLastPlayed, {}, wait))[0]).toBeInTheDocument();
  },
};

/**
 * Inside the native app a download is handed to the bridge's `fileDownload(name, url)` (spec §1,
 * §7): a web download does not work there.
 */
export const DownloadInNativeApp: Story = {
  ...inNativeApp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: copy.classes.tabAttachments }, wait));
    await userEvent.click(await canvas.findByRole('button', { name: copy.classes.download('강의 교안.pdf') }, wait));
    const handed = installedStoryBridge().downloads;
    await expect(handed).toEqual([{ name: '강의 교안.pdf', url: expect.stringMatching(/^https?:\/\/.+lesson-handout\.pdf/) }]);
  },
};

export const PlayingVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resume = await canvas.findByTestId('resume-card', {}, wait);
    await userEvent.click(within(resume).getByRole('button'));
    await expect(await canvas.findByLabelText(copy.classes.playerLabel('데이터 분석 환경 만들기'), {}, wait)).toBeInTheDocument();
    // The class allows playback rates (configuration.usePlaybackRates).
    await expect(await canvas.findByRole('combobox', { name: copy.classes.playbackRate })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'xs' } } };

export const NoPlaybackRates: Story = {
  parameters: { route: '/app/klass/klass-002?ticket=kt-available' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lessons = await canvas.findAllByTestId('lesson', {}, wait);
    const first = lessons[0];
    if (!first) throw new Error('no lesson');
    await userEvent.click(first);
    await expect(await canvas.findByRole('heading', { level: 2, name: first.querySelector('span')?.textContent ?? '' }, wait)).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: copy.classes.playbackRate })).toBeNull();
  },
};

export const ChapterNotPrepared: Story = {
  parameters: { route: '/app/klass/klass-008?ticket=kt-not-prepared' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = await canvas.findAllByRole('button', { expanded: false }, wait);
    // The first chapter starts open; the first closed one is the empty second chapter.
    const emptyChapter = triggers[0];
    if (!emptyChapter) throw new Error('no closed chapter');
    await userEvent.click(emptyChapter);
    await expect(await canvas.findByText(copy.classes.chapterNotPrepared, {}, wait)).toBeInTheDocument();
  },
};

export const RefundedTicket: Story = {
  parameters: { route: '/app/klass/klass-005?ticket=kt-refund' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.classes.enterFailedTitle }, wait)).toBeInTheDocument();
    await expect(await canvas.findByText(copy.classes.errors['inventory.klass_ticket.refund'] ?? '')).toBeInTheDocument();
  },
};

export const ScheduledTicket: Story = {
  parameters: { route: '/app/klass/klass-003?ticket=kt-scheduled' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.classes.errors['inventory.klass_ticket.is_not_opened'] ?? '', {}, wait)).toBeInTheDocument();
  },
};

export const MissingTicket: Story = {
  parameters: { route: '/app/klass/klass-001' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.classes.ticketMissing)).toBeInTheDocument();
  },
};
