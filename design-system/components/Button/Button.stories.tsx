import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Design system/Actions/Button',
  component: Button,
  args: { children: '수강 신청하기', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
  parameters: {
    docs: { description: { component: '주요 행동에는 `primary`를 화면당 하나만 씁니다. 처리 중에는 `loading`으로 중복 클릭을 막고 보조기기에 알립니다.' } },
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

export const WithIcon: Story = { args: { icon: <Icon name="download" />, children: '수료증 내려받기' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">작게</Button>
      <Button {...args} size="md">보통</Button>
      <Button {...args} size="lg">크게</Button>
    </div>
  ),
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button');
    await userEvent.hover(button);
    await expect(getComputedStyle(button).cursor).toBe('pointer');
  },
};

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
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Busy is not disabled: it keeps keyboard focus, says it is unavailable, and ignores clicks.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // The label stays, so the button keeps its width while busy.
    await expect(button).toHaveTextContent('수강 신청하기');
  },
};

export const LongKoreanText: Story = {
  args: { children: '수강 기간이 끝나기 전에 모든 강의를 완료하고 수료증을 발급받으세요' },
};

export const Mobile: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'xs' } },
};
