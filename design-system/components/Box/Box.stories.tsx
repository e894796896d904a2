import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Design system/Layout/Box',
  component: Box,
  args: { padding: 4, background: 'surfaceMuted', radius: 'md', border: true, children: '상자 안의 내용' },
  argTypes: {
    padding: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    background: { control: 'inline-radio', options: ['surface', 'surfaceMuted', 'surfaceSunken', 'primarySubtle'] },
    radius: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'xl', 'pill'] },
    shadow: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: { description: { component: '여백·배경·모서리·테두리를 토큰으로만 고르는 기본 상자입니다. 임의의 색이나 px 값 대신 이 상자를 쓰세요.' } },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Card: Story = {
  args: { as: 'section', background: 'surface', shadow: 'md', radius: 'lg', padding: 6, 'aria-label': '공지' },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: '공지' });
    await expect(getComputedStyle(section).paddingTop).toBe('24px');
  },
};

export const LongKoreanText: Story = {
  args: {
    children:
      '수강 기간 안에 모든 강의를 끝까지 들으면 수료증을 받을 수 있어요. 한국어 문장은 어절 단위로 줄이 바뀌어 단어가 중간에 잘리지 않습니다.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
