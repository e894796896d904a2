import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const filters = [
  { value: 'ALL', label: '전체' },
  { value: 'ACTIVE', label: '수강 중' },
  { value: 'END', label: '수강 종료' },
];

const meta = {
  title: 'Design system/Forms/SegmentedControl',
  component: SegmentedControl,
  args: { label: '강의 보기', hideLabel: true, options: filters, defaultValue: 'ALL', onChange: fn() },
  parameters: { docs: { description: { component: '목록의 보기나 필터를 바꾸는 막대형 선택지입니다. 내부적으로 라디오 묶음이라 방향키로 움직입니다.' } } },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: '수강 중' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('ACTIVE');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('radio', { name: '전체' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('radio', { name: '수강 중' })).toBeChecked();
  },
};

export const VisibleLabel: Story = { args: { hideLabel: false } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { hideLabel: false, error: '보기 방식을 저장하지 못했어요.' } };

export const LongKoreanText: Story = {
  args: {
    options: [
      { value: 'ALL', label: '전체 강의' },
      { value: 'ACTIVE', label: '지금 수강하고 있는 강의' },
      { value: 'END', label: '수강 기간이 끝난 강의' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
