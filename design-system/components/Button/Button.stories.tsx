import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Design system/Actions/Button',
  component: Button,
  args: { children: '수강 신청하기', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: '수강 신청하기' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '취소' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '더 보기' } };
export const Danger: Story = { args: { variant: 'danger', children: '회원 탈퇴' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = await within(canvasElement).findByRole('button');
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const LongKoreanText: Story = {
  args: { children: '수강 기간이 끝나기 전에 모든 강의를 완료하고 수료증을 발급받으세요' },
};

export const Mobile: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'xs' } },
};
