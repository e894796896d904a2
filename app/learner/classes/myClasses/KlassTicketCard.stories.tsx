/**
 * The class-ticket card in every ticket status (spec §3/§4), on a wide and a phone screen. Each
 * story checks what the display rules decide for that status: the enter button's state, the
 * review button, the period text.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MyKlassItem, TicketStatus } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { DEADLINE_TODAY } from '@app/shared/lib/format/deadline';
import { seoulDayOf, seoulDayStartMs } from '@app/shared/lib/format/seoulDay';
import { klassItemDisplay } from '../rules/displayRules';
import { KlassTicketCard } from './KlassTicketCard';

const labels: Record<TicketStatus, { label: string; remaining: string | null }> = {
  AVAILABLE: { label: '수강 가능', remaining: null },
  SCHEDULED: { label: '오픈 예정', remaining: '5일 후 시작' },
  ACTIVE: { label: '수강 중', remaining: '60일 남음' },
  STOPPED: { label: '일시 정지', remaining: '70일 남음' },
  REFUND: { label: '환불 완료', remaining: null },
  END_OF_TERM: { label: '수강 종료', remaining: null },
};

function ticket(status: TicketStatus, overrides: Partial<MyKlassItem> = {}): MyKlassItem {
  return {
    klassTicketKey: `kt-story-${status.toLowerCase()}`,
    klassId: 'klass-001',
    klassTitle: '실전 데이터 분석 입문',
    klassCoverImageUrl: '/mock-media/covers/cover-01.svg',
    masterName: '정민준',
    status,
    statusLabel: labels[status].label,
    remainingTime: labels[status].remaining,
    availableAt: '2025-04-01T00:00:00.000Z',
    expiredAt: null,
    onlyLive: false,
    listStatus: 'SHOW',
    package: null,
    transactionKey: null,
    progressRate: status === 'AVAILABLE' || status === 'SCHEDULED' ? 0 : 45,
    lastAccessedAt: null,
    isCompleted: false,
    ...overrides,
  };
}

const meta = {
  title: 'Learner/Classes/수강권 카드 · KlassTicketCard',
  component: KlassTicketCard,
  args: { item: ticket('ACTIVE'), onToggleListStatus: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof KlassTicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function statusStory(status: TicketStatus, mobile: boolean): Story {
  const item = ticket(status);
  const display = klassItemDisplay(item);
  return {
    args: { item },
    ...(mobile ? { globals: { viewport: { value: 'xs' } } } : {}),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const enter = await canvas.findByRole('button', { name: copy.classes.enterKlassNamed(item.klassTitle) });
      // §4: disabled unless AVAILABLE or ACTIVE.
      if (display.disabled) await expect(enter).toBeDisabled();
      else await expect(enter).toBeEnabled();
      // §4: review hidden for REFUND and END_OF_TERM.
      const review = canvas.queryByRole('button', { name: copy.classes.reviewNamed(item.klassTitle) });
      if (display.showReview) await expect(review).toBeInTheDocument();
      else await expect(review).toBeNull();
      await expect(await canvas.findByTestId('period-text')).toHaveTextContent(display.periodText);
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

export const Hidden: Story = {
  args: { item: ticket('ACTIVE', { listStatus: 'HIDE' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.classes.hiddenBadge)).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: copy.classes.showNamed('실전 데이터 분석 입문') })).toBeEnabled();
  },
};

export const LongKoreanTitle: Story = {
  args: {
    item: ticket('ACTIVE', {
      klassTitle: '실무에 바로 쓰는 데이터 분석과 시각화, 파이썬 기초 문법부터 대시보드 만들기까지 완성 과정',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toHaveTextContent('대시보드');
  },
};

/** An ACTIVE ticket shows the §9 D-day of its period end (`expiredAt`) beside the period text. */
export const ActiveWithDeadline: Story = {
  // Noon in Seoul three Seoul days on: D-3 at any hour the story runs (days count Seoul dates).
  args: { item: ticket('ACTIVE', { expiredAt: new Date(seoulDayStartMs(seoulDayOf(Date.now())) + 3 * 86_400_000 + 12 * 3_600_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(copy.classes.deadlineNamed('D-3'))).toHaveTextContent('D-3');
    await expect(canvas.getByTestId('period-text')).toHaveTextContent('60일 남음');
  },
};

/** Less than a day left: "오늘까지". */
export const EndsToday: Story = {
  args: { item: ticket('ACTIVE', { expiredAt: new Date(Date.now() + 5 * 3_600_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('deadline-badge')).toHaveTextContent(DEADLINE_TODAY);
  },
};

/** Paused: the end moves when it resumes, so no countdown. */
export const StoppedHasNoDeadline: Story = {
  args: { item: ticket('STOPPED', { expiredAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('deadline-badge')).toBeNull();
  },
};

/** Not completed (the operator sees 미수료): no "수료증 보기", even on an ended ticket. */
export const CertificateNotOffered: Story = {
  args: { item: ticket('END_OF_TERM', { progressRate: 0, isCompleted: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('period-text');
    await expect(canvas.queryByRole('button', { name: copy.classes.certificateNamed('실전 데이터 분석 입문') })).toBeNull();
  },
};

/** Completed (수료): the certificate is offered. */
export const CertificateOffered: Story = {
  args: { item: ticket('ACTIVE', { progressRate: 100, isCompleted: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: copy.classes.certificateNamed('실전 데이터 분석 입문') })).toBeEnabled();
  },
};
