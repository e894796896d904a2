import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Design system/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: '수강 진도', value: 45, max: 100, showValue: true, tone: 'primary', size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: {
    docs: { description: { component: '진행률을 아는 작업(업로드, 수강 진도)에는 `value`를, 모르는 작업에는 값 없이(불확정) 씁니다. `label`은 필수이며 화면과 스크린 리더 모두에 쓰입니다.' } },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: '수강 진도' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(within(canvasElement).getByText('45%')).toBeInTheDocument();
  },
};

export const Indeterminate: Story = {
  args: { value: undefined, label: '동영상 변환 중' },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: '동영상 변환 중' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Complete: Story = { args: { value: 100, tone: 'success', label: '업로드 완료' } };
export const Failed: Story = { args: { value: 62, tone: 'danger', label: '업로드 실패' } };
export const HiddenLabel: Story = { args: { hideLabel: true, size: 'sm' } };
export const LongKoreanLabel: Story = { args: { label: '2024년 하반기 신입사원 직무 역량 강화 과정 전체 수강 진도', value: 78 } };
export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
