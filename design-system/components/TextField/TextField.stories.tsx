import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/Forms/TextField',
  component: TextField,
  args: { label: '이름', placeholder: '이름을 입력해 주세요', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '한 줄 입력 필드입니다. `maxLength`는 한글과 이모지를 한 글자로 세어 넘치는 입력을 잘라 내고 "len/N" 카운터를 보여 줍니다. react-hook-form의 `register`를 그대로 펼쳐 쓸 수 있습니다.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { maxLength: 15, clearable: true, hint: '2~15자, 이모지는 쓸 수 없어요' } };

export const Default: Story = {};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('textbox', { name: '이름' })).toHaveFocus();
  },
};

/** learner.md §5: display name 2 to 15 characters, input cut at 15 — here a limit of 5. */
export const CutAtMaxLength: Story = {
  args: { label: '닉네임', maxLength: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: '닉네임' });
    await userEvent.type(input, '가나다라마바사');
    await expect(input).toHaveValue('가나다라마');
    await expect(await canvas.findByText('5/5')).toBeInTheDocument();
  },
};

export const Counter: Story = {
  args: { label: '강의 제목', maxLength: 30, defaultValue: '처음 만나는 리액트' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('10/30')).toBeInTheDocument();
  },
};

export const Clearable: Story = {
  args: { label: '검색어', clearable: true, defaultValue: '타입스크립트' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '입력 내용 지우기' }));
    const input = await canvas.findByRole('textbox', { name: '검색어' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Verified: Story = {
  args: { label: '이메일', type: 'email', defaultValue: 'learner@klass.kr', readOnly: true, verified: true, hint: '인증된 이메일은 바꿀 수 없어요' },
};

export const Required: Story = { args: { label: '이름', required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '홍길동' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: '이름' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { defaultValue: '홍', error: '2자 이상 입력해 주세요', maxLength: 15 },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: '이름' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/2자 이상 입력해 주세요/);
  },
};

export const Empty: Story = { args: { maxLength: 30, clearable: true } };

export const LongKoreanText: Story = {
  args: {
    label: '수료증에 표시될 과정 이름을 정확하게 입력해 주세요',
    defaultValue: '실무에 바로 쓰는 데이터 분석과 시각화 입문부터 심화까지 완성 과정',
    hint: '수료증에 인쇄되므로 띄어쓰기까지 정확히 입력해 주세요. 저장한 뒤에는 운영자만 바꿀 수 있어요.',
    clearable: true,
  },
};

export const Mobile: Story = { args: { maxLength: 15, clearable: true, defaultValue: '홍길동' }, globals: { viewport: { value: 'xs' } } };
