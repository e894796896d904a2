/**
 * The course-ticket card in every ticket status (spec §4 course-item rules), on a wide and a
 * phone screen, plus a live-only course, and the certificate offered only for a completed course
 * (every class of it complete).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CourseTicketItem, TicketStatus } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { DEADLINE_TODAY } from '@app/shared/lib/format/deadline';
import { seoulDayOf, seoulDayStartMs } from '@app/shared/lib/format/seoulDay';
import { courseItemDisplay } from '../rules/displayRules';
import { CourseTicketCard } from './CourseTicketCard';

const labels: Record<TicketStatus, { label: string; remaining: string | null }> = {
  AVAILABLE: { label: '수강 가능', remaining: null },
  SCHEDULED: { label: '오픈 예정', remaining: '3일 후 시작' },
  ACTIVE: { label: '수강 중', remaining: '45일 남음' },
  STOPPED: { label: '일시 정지', remaining: '50일 남음' },
  REFUND: { label: '환불 완료', remaining: null },
  END_OF_TERM: { label: '수강 종료', remaining: null },
};

function courseTicket(status: TicketStatus, overrides: Partial<CourseTicketItem> = {}): CourseTicketItem {
  return {
    courseTicketId: `ct-story-${status.toLowerCase()}`,
    courseTicketKey: 'ctk-story',
    courseId: 'course-001',
    title: '풀스택 개발자 코스',
    coverImageUrl: '/mock-media/covers/cover-08.svg',
    status,
    statusLabel: labels[status].label,
    remainingTime: labels[status].remaining,
    availableAt: '2025-04-01T00:00:00.000Z',
    expiredAt: null,
    onlyLive: false,
    itemCount: 4,
    issuedItemCount: status === 'ACTIVE' ? 2 : 0,
    isCompleted: false,
    ...overrides,
  };
}

const meta = {
  title: 'Learner/Classes/코스 수강권 카드 · CourseTicketCard',
  component: CourseTicketCard,
  args: { item: courseTicket('ACTIVE') },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof CourseTicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function statusStory(status: TicketStatus, mobile: boolean, overrides: Partial<CourseTicketItem> = {}): Story {
  const item = courseTicket(status, overrides);
  const display = courseItemDisplay(item);
  return {
    args: { item },
    ...(mobile ? { globals: { viewport: { value: 'xs' } } } : {}),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const details = await canvas.findByRole('button', { name: copy.classes.courseDetailNamed(item.title) });
      // §4: a course item is disabled only when REFUND.
      if (display.disabled) await expect(details).toBeDisabled();
      else await expect(details).toBeEnabled();
      const review = canvas.queryByRole('button', { name: copy.classes.reviewNamed(item.title) });
      if (display.showReview) await expect(review).toBeInTheDocument();
      else await expect(review).toBeNull();
      await expect(await canvas.findByTestId('period-text')).toHaveTextContent(display.periodText);
      // §4: "in progress" unless AVAILABLE, SCHEDULED or live-only.
      if (display.inProgress) await expect(await canvas.findByText(copy.classes.inProgress)).toBeInTheDocument();
      else await expect(canvas.queryByText(copy.classes.inProgress)).toBeNull();
    },
  };
}

export const Available = statusStory('AVAILABLE', false);
export const AvailableMobile = statusStory('AVAILABLE', true);
export const Scheduled = statusStory('SCHEDULED', false);
export const ScheduledMobile = statusStory('SCHEDULED', true);
export const Active = statusStory('ACTIVE', false);
export const ActiveMobile = statusStory('ACTIVE', true);
export const Stopped = statusStory('STOPPED', false);
export const StoppedMobile = statusStory('STOPPED', true);
export const Refund = statusStory('REFUND', false);
export const RefundMobile = statusStory('REFUND', true);
export const EndOfTerm = statusStory('END_OF_TERM', false);
export const EndOfTermMobile = statusStory('END_OF_TERM', true);
export const LiveOnlyActive = statusStory('ACTIVE', false, { onlyLive: true });

/** An ACTIVE ticket shows the §9 D-day of its period end (`expiredAt`) beside the period text. */
export const ActiveWithDeadline: Story = {
  // Noon in Seoul three Seoul days on: D-3 at any hour the story runs (days count Seoul dates).
  args: { item: courseTicket('ACTIVE', { expiredAt: new Date(seoulDayStartMs(seoulDayOf(Date.now())) + 3 * 86_400_000 + 12 * 3_600_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(copy.classes.deadlineNamed('D-3'))).toHaveTextContent('D-3');
    await expect(canvas.getByTestId('period-text')).toHaveTextContent('45일 남음');
  },
};

/** Less than a day left: "오늘까지". */
export const EndsToday: Story = {
  args: { item: courseTicket('ACTIVE', { expiredAt: new Date(Date.now() + 5 * 3_600_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('deadline-badge')).toHaveTextContent(DEADLINE_TODAY);
  },
};

/** Paused: the end moves when it resumes, so no countdown. */
export const StoppedHasNoDeadline: Story = {
  args: { item: courseTicket('STOPPED', { expiredAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('deadline-badge')).toBeNull();
  },
};

/** In progress but not every class completed: no "수료증 보기" (it was offered to every running course before). */
export const CertificateNotOffered: Story = {
  args: { item: courseTicket('ACTIVE', { isCompleted: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('period-text');
    await expect(canvas.getByText(copy.classes.inProgress)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: copy.classes.certificateNamed('풀스택 개발자 코스') })).toBeNull();
  },
};

/** Every class of the course completed: the certificate is offered, on an ended ticket too. */
export const CertificateOffered: Story = {
  args: { item: courseTicket('END_OF_TERM', { isCompleted: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: copy.classes.certificateNamed('풀스택 개발자 코스') })).toBeEnabled();
  },
};
