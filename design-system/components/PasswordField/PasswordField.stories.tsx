import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Design system/Forms/PasswordField',
  component: PasswordField,
  args: { label: '비밀번호', maxLength: 20, hint: '영문, 숫자, 특수문자 중 2가지 이상을 조합해 10~20자로 입력해 주세요' },
  parameters: { docs: { description: { component: '비밀번호 입력 필드입니다. 필드 안의 버튼으로 입력한 글자를 보이거나 숨깁니다.' } } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = { args: { defaultValue: 'klass2024!' } };

/** The toggle shows the typed password as text and hides it again. */
export const ToggleVisibility: Story = {
  args: { defaultValue: 'klass2024!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('비밀번호');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(await canvas.findByRole('button', { name: '비밀번호 보기' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(await canvas.findByRole('button', { name: '비밀번호 숨기기' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** learner.md §5: password input is cut at 20. */
export const CutAt20: Story = {
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('비밀번호');
    await userEvent.type(input, 'abcdefghij0123456789XYZ');
    await expect(input).toHaveValue('abcdefghij0123456789');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByLabelText('비밀번호')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'klass2024!' } };

export const WithError: Story = {
  args: { defaultValue: 'abc', error: '영문, 숫자, 특수문자 중 2가지 이상을 조합해 10~20자로 입력해 주세요' },
};

export const Empty: Story = { args: { required: true } };

export const LongKoreanText: Story = {
  args: {
    label: '회원 탈퇴를 위해 지금 사용하고 있는 비밀번호를 한 번 더 입력해 주세요',
    hint: '탈퇴하면 수강 중인 모든 강의와 수료증 기록이 사라지며 다시 되돌릴 수 없어요.',
  },
};

export const Mobile: Story = { args: { defaultValue: 'klass2024!' }, globals: { viewport: { value: 'xs' } } };
