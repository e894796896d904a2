import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Design system/Actions/IconButton',
  component: IconButton,
  args: { label: '닫기', icon: 'close', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'neutral', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: { description: { component: '아이콘만 보이는 버튼입니다. `label`은 필수이며 버튼의 접근 가능한 이름이 됩니다.' } },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: '닫기' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} variant="primary" icon="plus" label="추가" />
      <IconButton {...args} variant="secondary" icon="edit" label="수정" />
      <IconButton {...args} variant="ghost" icon="search" label="검색" />
      <IconButton {...args} variant="neutral" icon="more" label="더 보기" />
      <IconButton {...args} variant="danger" icon="trash" label="삭제" />
    </div>
  ),
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('button', { name: '닫기' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: '닫기' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, label: '새로고침', icon: 'refresh' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: '새로고침' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongKoreanLabel: Story = { args: { label: '수강 중인 강의 목록을 새로 불러오기', icon: 'refresh' } };

export const Mobile: Story = { args: { size: 'lg' }, globals: { viewport: { value: 'xs' } } };
