import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  args: {
    gap: 3,
    direction: 'row',
    children: [
      <Button key="a" variant="secondary">취소</Button>,
      <Button key="b">확인</Button>,
    ],
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    collapseBelow: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    children: { control: false },
  },
  parameters: {
    docs: { description: { component: '자식 요소를 세로 또는 가로로 토큰 간격만큼 띄워 놓습니다. `collapseBelow`를 주면 그 너비 아래에서 세로로 바뀝니다(CSS 미디어 쿼리).' } },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Column: Story = { args: { direction: 'column' } };

export const Wrapping: Story = {
  args: {
    wrap: true,
    children: ['국어', '수학', '영어', '과학', '사회', '한국사', '제2외국어'].map((subject) => (
      <Button key={subject} variant="secondary" size="sm">
        {subject}
      </Button>
    )),
  },
};

/** At the xs width a row with `collapseBelow="sm"` stacks its buttons. */
export const MobileCollapsed: Story = {
  args: { collapseBelow: 'sm' },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const [cancel, confirm] = await within(canvasElement).findAllByRole('button');
    if (!cancel || !confirm) throw new Error('two buttons expected');
    if (window.innerWidth < 600) {
      await expect(confirm.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().top);
    } else {
      await expect(confirm.getBoundingClientRect().top).toBe(cancel.getBoundingClientRect().top);
    }
  },
};
