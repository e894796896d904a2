/**
 * The class room against the mock: the seeded class with its resume card and curriculum, a class
 * without playback rates, an empty chapter (`inventory.klass.not_prepared`), entries refused
 * for the ticket's status (spec §8), and the room at 390 px beside the site's floating chat button.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FloatingActionButton } from '@ds/components/FloatingActionButton';
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

const rectOf = (element: Element) => element.getBoundingClientRect();

/** Where an element's text is drawn (its box may run the line's full width). */
function textRectOf(element: Element) {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/**
 * At 390 px (issue 38, the review by hand): all six tabs in sight, none past the list's edge (the
 * list scrolled sideways and hid 자료실), and no running time of a chapter or a lesson under the
 * site's floating chat button at any scroll position (none reaches the button's column).
 */
export const AtPhoneWidth: Story = {
  name: '강의실 · 390px',
  globals: { viewport: { value: 'xs390' } },
  render: () => (
    <>
      <Routes>
        <Route path="/app/klass/:klassId" element={<KlassRoomPage />} />
      </Routes>
      <FloatingActionButton label={copy.site.chatButton} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: copy.classRoom.tabsRoomLabel }, wait);
    await expect(tabs.scrollWidth).toBeLessThanOrEqual(tabs.clientWidth);
    for (const tab of within(tabs).getAllByRole('tab')) {
      await expect(rectOf(tab).right).toBeLessThanOrEqual(rectOf(tabs).right + 0.5);
    }
    await expect(rectOf(canvas.getByRole('tab', { name: copy.classRoom.tabAttachments })).right).toBeLessThanOrEqual(390);

    await canvas.findAllByTestId('lesson', {}, wait);
    const chat = rectOf(canvas.getByRole('button', { name: copy.site.chatButton }));
    const times = [...canvas.getAllByText(/^\d+강 · /), ...canvas.getAllByText(/^\d+:\d{2}$/)];
    await expect(times.length).toBeGreaterThan(1);
    await waitFor(() => {
      for (const time of times) expect(textRectOf(time).right, time.textContent ?? '').toBeLessThanOrEqual(chat.left);
    });
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '실전 데이터 분석 입문' }, wait)).toBeInTheDocument();
    // The last-played lesson is offered for resuming, and marked in the curriculum.
    await expect(await canvas.findByTestId('resume-card', {}, wait)).toBeInTheDocument();
    await expect((await canvas.findAllByText(copy.classRoom.lessonLastPlayed, {}, wait))[0]).toBeInTheDocument();
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
    await userEvent.click(await canvas.findByRole('tab', { name: copy.classRoom.tabAttachments }, wait));
    await userEvent.click(await canvas.findByRole('button', { name: copy.classRoom.download('강의 교안.pdf') }, wait));
    const handed = installedStoryBridge().downloads;
    await expect(handed).toEqual([{ name: '강의 교안.pdf', url: expect.stringMatching(/^https?:\/\/.+lesson-handout\.pdf/) }]);
  },
};

export const PlayingVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resume = await canvas.findByTestId('resume-card', {}, wait);
    await userEvent.click(within(resume).getByRole('button'));
    await expect(await canvas.findByLabelText(copy.classRoom.playerLabel('데이터 분석 환경 만들기'), {}, wait)).toBeInTheDocument();
    // The class allows playback rates (configuration.usePlaybackRates).
    await expect(await canvas.findByRole('combobox', { name: copy.classRoom.playbackRate })).toBeInTheDocument();
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
    await expect(canvas.queryByRole('combobox', { name: copy.classRoom.playbackRate })).toBeNull();
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
    await expect(await canvas.findByText(copy.classRoom.chapterNotPrepared, {}, wait)).toBeInTheDocument();
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
    await expect(await within(canvasElement).findByText(copy.classRoom.ticketMissing)).toBeInTheDocument();
  },
};
