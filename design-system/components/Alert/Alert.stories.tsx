import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Design system/Feedback/Alert',
  component: Alert,
  args: { tone: 'info', title: '안내', children: '수강 기간이 7일 남았어요.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    action: { control: false },
  },
  parameters: {
    docs: { description: { component: '페이지 안에 머무는 안내 배너입니다. 잠깐 보였다 사라지는 알림은 Toast를 쓰세요. `danger`는 즉시 읽히고(role="alert"), 나머지는 차례가 되면 읽힙니다.' } },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info" title="안내">새 공지사항이 등록되었어요.</Alert>
      <Alert tone="success" title="완료">리뷰가 등록되었어요.</Alert>
      <Alert tone="warning" title="주의">수강 기간이 오늘까지예요.</Alert>
      <Alert tone="danger" title="오류">문제가 생겼어요. 다시 시도해 주세요.</Alert>
    </div>
  ),
};

export const Danger: Story = {
  args: { tone: 'danger', title: '결제에 실패했어요', children: '카드 정보를 확인한 뒤 다시 시도해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('결제에 실패했어요');
  },
};

export const Dismissible: Story = {
  args: { onClose: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '알림 닫기' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const WithAction: Story = {
  args: { tone: 'warning', title: '이메일 인증이 필요해요', children: '인증을 마치면 모든 기능을 쓸 수 있어요.', action: <Button size="sm" variant="secondary">인증 메일 다시 받기</Button> },
};

export const LongKoreanText: Story = {
  args: {
    tone: 'warning',
    title: '서비스 점검 안내',
    children:
      '보다 안정적인 서비스를 위해 시스템 점검을 진행합니다. 점검 시간 동안에는 강의 수강, 결제, 수료증 발급 등 모든 서비스를 이용하실 수 없으니 양해 부탁드립니다.',
    onClose: fn(),
  },
};

export const Mobile: Story = { args: { onClose: fn() }, globals: { viewport: { value: 'xs' } } };
