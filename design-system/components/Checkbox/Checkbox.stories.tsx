import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Forms/Checkbox',
  component: Checkbox,
  args: { label: '이용약관에 동의합니다', onChange: fn() },
  parameters: { docs: { description: { component: '라벨이 오른쪽에 붙는 단일 체크박스입니다. `indeterminate`로 일부 선택 상태를 보여 줄 수 있습니다.' } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: '이용약관에 동의합니다' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('checkbox')).toHaveFocus();
  },
};

export const Indeterminate: Story = {
  args: { label: '전체 선택', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: '전체 선택' })).toBePartiallyChecked();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** learner.md §5: withdrawal without agreement — "약관에 동의해 주세요." */
export const WithError: Story = {
  args: { required: true, error: '약관에 동의해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox')).toHaveAccessibleDescription('약관에 동의해 주세요.');
  },
};

export const LongKoreanText: Story = {
  args: {
    label: '회원 탈퇴 시 수강 중인 강의, 수료증, 작성한 수강평과 질문이 모두 삭제되며 복구할 수 없다는 내용을 확인했습니다',
    hint: '탈퇴 후 같은 이메일로 다시 가입할 수 없어요.',
  },
};

export const Mobile: Story = { args: { hint: '필수 항목이에요' }, globals: { viewport: { value: 'xs' } } };
