import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { PageContainer } from './PageContainer';

const meta = {
  title: 'Design system/Layout/PageContainer',
  component: PageContainer,
  args: {
    as: 'main',
    padded: true,
    children: (
      <Box padding={6} background="surfaceMuted" radius="md">
        페이지 본문은 가운데 정렬되고 최대 1196px까지 넓어집니다.
      </Box>
    ),
  },
  argTypes: { children: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '페이지 본문 영역입니다. 최대 너비 1196px(learner.md §9)에 화면 크기에 따라 좌우 여백이 늘어납니다.' } },
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MaxWidth: Story = {
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main');
    await expect(getComputedStyle(main).maxWidth).toBe('1196px');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
