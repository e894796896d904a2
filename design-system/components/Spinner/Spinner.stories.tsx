import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Design system/Feedback/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: { description: { component: '짧은 로딩에 씁니다. 화면 구조를 알 때는 Skeleton을, 진행률을 알 때는 ProgressBar를 쓰세요.' } },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('불러오는 중');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true, label: '강의 목록을 불러오는 중이에요', size: 'lg' } };

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { args: { showLabel: true, size: 'lg' }, globals: { viewport: { value: 'xs' } } };
