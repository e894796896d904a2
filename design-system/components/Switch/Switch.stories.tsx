import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Design system/Forms/Switch',
  component: Switch,
  args: { label: '마케팅 정보 수신', onChange: fn() },
  parameters: { docs: { description: { component: '켜고 끄는 설정에 쓰는 스위치입니다. 바로 적용되는 설정에 쓰고, 제출이 필요한 동의에는 Checkbox를 씁니다.' } } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('switch', { name: '마케팅 정보 수신' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const toggle = await within(canvasElement).findByRole('switch');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const WithError: Story = { args: { error: '설정을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.' } };

export const LongKoreanText: Story = {
  args: {
    label: '새 공지사항과 질문 답변이 등록되면 이메일과 문자 메시지로 알림 받기',
    hint: '야간(21시~8시)에는 알림을 보내지 않아요.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
