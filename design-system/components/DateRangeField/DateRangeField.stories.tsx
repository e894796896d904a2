import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeField } from './DateRangeField';

const meta = {
  title: 'Design system/Forms/DateRangeField',
  component: DateRangeField,
  args: { label: '쿠폰 사용 기간', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: '시작일과 종료일을 고르는 필드입니다. 값은 서울 시간 기준 `yyyy-MM-dd`이고, 종료일이 시작일보다 빠르면 오류를 보여 줍니다.',
      },
    },
  },
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = { args: { defaultValue: { start: '2024-05-01', end: '2024-05-31' } } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByLabelText('시작일')).toHaveFocus();
  },
};

/** The end may not precede the start: typing an earlier end shows the Korean message. */
export const EndBeforeStart: Story = {
  args: { defaultValue: { start: '2024-05-10', end: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('종료일'), '2024-05-01');
    await expect(await canvas.findByText('종료일은 시작일보다 빠를 수 없어요.')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-05-10', end: '2024-05-01' });
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: { start: '2024-05-01', end: '2024-05-31' } } };
export const WithError: Story = { args: { required: true, error: '기간을 선택해 주세요.' } };
export const Empty: Story = { args: { hint: '비워 두면 기간 제한 없이 쓸 수 있어요' } };

export const LongKoreanText: Story = {
  args: {
    label: '주문 내역을 조회할 기간(결제일 기준, 최대 1년)',
    startLabel: '조회 시작일',
    endLabel: '조회 종료일',
    hint: '기간이 길면 조회에 시간이 걸릴 수 있어요. 엑셀 다운로드는 최대 3개월까지 가능해요.',
  },
};

export const Mobile: Story = { args: { defaultValue: { start: '2024-05-01', end: '2024-05-31' } }, globals: { viewport: { value: 'xs' } } };
