import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seoulToday } from '@ds/components/DateRangeField/seoulDate';
import { DateField } from './DateField';

const meta = {
  title: 'Design system/Forms/DateField',
  component: DateField,
  args: { label: '생년월일', onChange: fn() },
  parameters: {
    docs: { description: { component: '날짜 하나를 고르는 필드입니다. 값은 서울 시간 기준 날짜를 뜻하는 `yyyy-MM-dd` 문자열입니다.' } },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByLabelText('생년월일');
    await userEvent.type(input, '1990-05-17');
    await expect(input).toHaveValue('1990-05-17');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByLabelText('생년월일')).toHaveFocus();
  },
};

/** No day after today in Seoul can be picked. */
export const UntilTodayInSeoul: Story = {
  args: { label: '수강 시작일', max: seoulToday(), hint: '오늘(서울 기준)까지 고를 수 있어요' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '2024-03-01' } };
export const WithError: Story = { args: { required: true, error: '필수 입력 항목이에요.' } };
export const Empty: Story = { args: { required: true } };

export const LongKoreanText: Story = {
  args: {
    label: '자격증을 취득한 날짜(합격자 발표일이 아닌 자격증 발급일)',
    hint: '자격증에 적힌 발급일과 다르면 수료 심사에서 반려될 수 있어요.',
    defaultValue: '2023-11-20',
  },
};

export const Mobile: Story = { args: { defaultValue: '1990-05-17' }, globals: { viewport: { value: 'xs' } } };
