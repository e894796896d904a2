import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const carriers = [
  { value: 'CJ', label: 'CJ대한통운' },
  { value: 'POST', label: '우체국택배' },
  { value: 'LOTTE', label: '롯데택배' },
  { value: 'LOGEN', label: '로젠택배' },
  { value: 'HANJIN', label: '한진택배', disabled: true },
];

const meta = {
  title: 'Design system/Forms/Select',
  component: Select,
  args: { label: '택배사', options: carriers, placeholder: '택배사를 선택해 주세요', onChange: fn() },
  parameters: { docs: { description: { component: '브라우저 기본 선택 상자에 디자인만 입힌 컴포넌트입니다. 모바일에서는 기기의 선택 화면이 열립니다.' } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: '택배사' });
    await userEvent.selectOptions(select, 'POST');
    await expect(select).toHaveValue('POST');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('combobox', { name: '택배사' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'CJ' } };

export const WithError: Story = {
  args: { required: true, error: '필수 입력 항목이에요.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: '택배사' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Empty: Story = { args: { options: [], placeholder: '선택할 수 있는 택배사가 없어요' } };

export const LongKoreanText: Story = {
  args: {
    label: '교환 및 반품 시 이용할 택배사를 선택해 주세요',
    options: [{ value: 'LONG', label: '도서 산간 지역 추가 배송비가 부과되는 계약 택배사(영업일 기준 3~5일 소요)' }, ...carriers],
    defaultValue: 'LONG',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
