import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusLabel } from './StatusLabel';

const meta = {
  title: 'Design system/Data display/StatusLabel',
  component: StatusLabel,
  args: { children: '수강 중', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] } },
  parameters: { docs: { description: { component: '상태를 짧게 보여 주는 라벨입니다. 색만으로 뜻을 전하지 않도록 항상 글자를 함께 씁니다.' } } },
} satisfies Meta<typeof StatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tone beside the ticket states it is used for. */
export const Default: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusLabel tone="neutral">수강 종료</StatusLabel>
      <StatusLabel tone="info">수강 예정</StatusLabel>
      <StatusLabel tone="success">수강 중</StatusLabel>
      <StatusLabel tone="warning">일시 정지</StatusLabel>
      <StatusLabel tone="danger">환불 완료</StatusLabel>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('환불 완료')).toHaveAttribute('data-tone', 'danger');
  },
};

export const LongKoreanText: Story = {
  args: { tone: 'warning', children: '수강 기간이 곧 끝나요. 남은 강의를 서둘러 들어 주세요' },
};

export const Mobile: Story = { args: { tone: 'success', children: '수료 완료' }, globals: { viewport: { value: 'xs' } } };
