import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Grid } from './Grid';

const cards = Array.from({ length: 8 }, (_, index) => (
  <Box as="li" key={index} padding={4} background="surfaceMuted" radius="md" border>
    강의 {index + 1}
  </Box>
));

const meta = {
  title: 'Design system/Layout/Grid',
  component: Grid,
  args: { as: 'ul', columns: { xs: 1, sm: 2, md: 3, lg: 4 }, gap: 4, children: cards },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    children: { control: false },
  },
  parameters: {
    docs: { description: { component: '너비에 따라 열 수가 바뀌는 격자입니다. 열 수는 CSS 변수와 미디어 쿼리로 정해지며 자바스크립트로 창 크기를 재지 않습니다.' } },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByRole('listitem');
    const expected = window.innerWidth >= 1025 ? 4 : window.innerWidth >= 900 ? 3 : window.innerWidth >= 600 ? 2 : 1;
    const firstRowTop = items[0]?.getBoundingClientRect().top;
    await expect(items.filter((item) => item.getBoundingClientRect().top === firstRowTop)).toHaveLength(expected);
  },
};

export const FitToWidth: Story = { args: { columns: undefined, minItemWidth: '12rem' } };

export const Empty: Story = { args: { children: [] } };

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
