import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextButton } from './TextButton';

const meta = {
  title: 'Design system/Actions/TextButton',
  component: TextButton,
  args: { children: '인증 메일 다시 받기', onClick: fn(), tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'neutral', 'muted', 'danger'] } },
  parameters: {
    docs: { description: { component: '링크처럼 보이는 버튼입니다. 문장 안의 작은 동작에 씁니다. 다른 페이지로 이동할 때는 Link를 쓰세요.' } },
  },
} satisfies Meta<typeof TextButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '인증 메일 다시 받기' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const InSentence: Story = {
  render: (args) => (
    <p>
      메일을 받지 못하셨나요? <TextButton {...args} />
    </p>
  ),
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Danger: Story = { args: { tone: 'danger', children: '회원 탈퇴' } };
export const LongKoreanText: Story = { args: { children: '수강 기간 연장 신청 방법과 환불 규정 자세히 보기' } };
export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
