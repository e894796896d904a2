import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Design system/Data display/Tag',
  component: Tag,
  args: { children: '프로그래밍' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'primary'] } },
  parameters: { docs: { description: { component: '카테고리나 고른 필터를 보여 주는 태그(칩)입니다. `onRemove`를 주면 삭제 버튼이 생깁니다.' } } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag>디자인</Tag>
      <Tag tone="primary">수강 중</Tag>
      <Tag>마케팅</Tag>
    </div>
  ),
};

export const Removable: Story = {
  args: { children: '수강 중', tone: 'primary', onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '수강 중 삭제' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Focused: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('button', { name: '프로그래밍 삭제' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true, onRemove: fn() } };

export const LongKoreanText: Story = {
  args: { children: '실무에 바로 쓰는 데이터 분석과 시각화 입문부터 심화까지', onRemove: fn() },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Tag {...args} />
    </div>
  ),
};

export const Mobile: Story = { args: { onRemove: fn() }, globals: { viewport: { value: 'xs' } } };
