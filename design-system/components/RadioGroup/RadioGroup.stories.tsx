import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const reasons = [
  { value: 'CHANGE_OF_MIND', label: '단순 변심' },
  { value: 'QUALITY', label: '강의 품질 불만족' },
  { value: 'DUPLICATE', label: '중복 결제' },
  { value: 'OTHER', label: '기타', disabled: true },
];

const meta = {
  title: 'Design system/Forms/RadioGroup',
  component: RadioGroup,
  args: { label: '환불 사유', options: reasons, onChange: fn() },
  parameters: { docs: { description: { component: '여러 항목 중 하나를 고르는 라디오 묶음입니다. 방향키로 선택을 옮길 수 있습니다.' } } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '중복 결제' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('DUPLICATE');
    await expect(await canvas.findByRole('radio', { name: '중복 결제' })).toBeChecked();
  },
};

export const Focused: Story = {
  args: { defaultValue: 'CHANGE_OF_MIND' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('radio', { name: '단순 변심' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('radio', { name: '강의 품질 불만족' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('QUALITY');
  },
};

export const Row: Story = { args: { direction: 'row', defaultValue: 'QUALITY' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'QUALITY' } };
export const WithError: Story = { args: { required: true, error: '환불 사유를 선택해 주세요.' } };
export const Empty: Story = { args: { options: [], hint: '선택할 수 있는 사유가 없어요' } };

export const LongKoreanText: Story = {
  args: {
    label: '수강을 그만두시려는 가장 큰 이유를 하나만 골라 주세요',
    options: [
      { value: 'A', label: '업무가 바빠져서 수강 기간 안에 강의를 모두 들을 시간이 없을 것 같아요' },
      { value: 'B', label: '기대했던 것보다 난이도가 높아서 따라가기 어려워요' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
