import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Box';
import { Divider } from './Divider';

const meta = {
  title: 'Design system/Layout/Divider',
  component: Divider,
  args: { orientation: 'horizontal', spacing: 4 },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    spacing: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
  },
  decorators: [
    (Story) => (
      <Stack direction="row" gap={0} align="center" style={{ flexWrap: 'wrap' }}>
        <span>강의 소개</span>
        <Story />
        <span>커리큘럼</span>
      </Stack>
    ),
  ],
  parameters: {
    docs: { description: { component: '내용 묶음 사이의 얇은 선입니다. 가로선은 `<hr>`, 세로선은 `role="separator"`로 그려집니다.' } },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Horizontal: Story = {
  decorators: [(Story) => <div style={{ width: '100%' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('separator')).toBeInTheDocument();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', spacing: 3 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
