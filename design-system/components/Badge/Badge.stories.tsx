import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '@ds/components/Icon';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { Badge } from './Badge';

const meta = {
  title: 'Design system/Data display/Badge',
  component: Badge,
  args: { label: '읽지 않은 메시지', count: 3 },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary', 'neutral'] } },
  parameters: { docs: { description: { component: '새 소식의 개수나 점을 보여 줍니다. 숫자는 화면에, "라벨 N개"는 스크린 리더에 전달됩니다.' } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('읽지 않은 메시지 3개')).toBeInTheDocument();
  },
};

export const OverMaximum: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('99+')).toBeInTheDocument();
  },
};

export const Dot: Story = { args: { dot: true, label: '새 공지' } };

/** The button is named by its text and the badge's words: "알림 읽지 않은 메시지 3개". */
export const OnAnIcon: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '알림 읽지 않은 메시지 3개' })).toBeInTheDocument();
  },
  render: (args) => (
    <button type="button">
      <VisuallyHidden>알림</VisuallyHidden>
      <Badge {...args}>
        <Icon name="bell" size="lg" />
      </Badge>
    </button>
  ),
};

/** No badge at zero. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/읽지 않은 메시지/)).toBeNull();
  },
};

export const LongKoreanText: Story = { args: { label: '답변을 기다리는 수강생 질문', count: 1234, max: 999, tone: 'primary' } };
export const Mobile: Story = { args: { tone: 'neutral' }, globals: { viewport: { value: 'xs' } } };
