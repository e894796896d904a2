import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { FloatingActionButton } from './FloatingActionButton';

const meta = {
  title: 'Design system/Actions/FloatingActionButton',
  component: FloatingActionButton,
  // The support chat button of learner.md §2.
  args: { label: '무엇을 도와드릴까요?', unreadCount: 3, onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    position: { control: 'inline-radio', options: ['fixed', 'static'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 160 },
      description: { component: '오른쪽 아래에 떠 있는 상담 채팅 버튼입니다. 읽지 않은 메시지 수가 배지로 보이고 버튼 이름에 함께 읽힙니다. 모바일 앱(웹뷰) 안에서는 앱이 숨깁니다.' },
    },
  },
} satisfies Meta<typeof FloatingActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const UnreadBadge: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: /^무엇을 도와드릴까요\?\s*읽지 않은 메시지\s*3\s*개$/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /^무엇을 도와드릴까요\?$/ })).toBeInTheDocument();
  },
};

export const ManyUnread: Story = { args: { unreadCount: 120 } };

export const Extended: Story = { args: { extended: true } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('button')).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
