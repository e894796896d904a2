/**
 * The monthly net sales chart (issue 43): bars with real text labels, one radio per month named
 * with its amount and order count; the arrow keys, Home and End choose a month and move the focus;
 * the chosen bar is outlined and its amount written above it; axe-clean.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice } from '@app/shared/lib/format/price';
import { SalesChart, type ChartMonth, type SalesChartProps } from './SalesChart';

const won = (amount: number) => formatPrice(amount, 'ZERO') ?? '';
const months: ChartMonth[] = [
  { month: '2025-11', label: '2025년 11월', axisLabel: '11월', yearLabel: '2025년', netAmount: 41_200_000, orderCount: 820 },
  { month: '2025-12', label: '2025년 12월', axisLabel: '12월', yearLabel: null, netAmount: 52_900_000, orderCount: 1_010 },
  { month: '2026-01', label: '2026년 1월', axisLabel: '1월', yearLabel: '2026년', netAmount: 0, orderCount: 0 },
  { month: '2026-02', label: '2026년 2월', axisLabel: '2월', yearLabel: null, netAmount: 38_450_000, orderCount: 760 },
];

/** The chart with its choice held, as the page holds it in the address. */
function Chosen(props: SalesChartProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <SalesChart
      {...props}
      selected={selected}
      onSelect={(month) => {
        setSelected(month);
        props.onSelect(month);
      }}
    />
  );
}

const meta = {
  title: 'Back-office/Settlement/매출 차트 · SalesChart',
  component: SalesChart,
  render: (args) => <Chosen {...args} />,
  args: { months, selected: '2026-02', onSelect: fn(), formatAmount: won },
} satisfies Meta<typeof SalesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each month is a radio whose name speaks its value; the chosen one is checked and its amount shown. */
export const ValuesSpoken: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(await within(canvasElement).findByRole('radiogroup', { name: '월별 순매출 차트' }));
    await expect(chart.getAllByRole('radio')).toHaveLength(4);
    await expect(chart.getByRole('radio', { name: '2025년 12월 순매출 52,900,000원, 주문 1,010건' })).not.toBeChecked();
    await expect(chart.getByRole('radio', { name: '2026년 2월 순매출 38,450,000원, 주문 760건' })).toBeChecked();
    await expect(chart.getByRole('radio', { name: '2026년 1월 순매출 0원, 주문 0건' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('3,845만원')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('2025년')).toBeInTheDocument();
  },
};

/** One tab stop; arrows, Home and End choose and focus a month, stopping at the ends. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const chart = within(await within(canvasElement).findByRole('radiogroup'));
    await userEvent.tab();
    const february = chart.getByRole('radio', { name: /^2026년 2월/ });
    await expect(february).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const january = chart.getByRole('radio', { name: /^2026년 1월/ });
    await expect(january).toHaveFocus();
    await expect(january).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('2026-01');
    await userEvent.keyboard('{Home}');
    await expect(chart.getByRole('radio', { name: /^2025년 11월/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(chart.getByRole('radio', { name: /^2025년 11월/ })).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(chart.getByRole('radio', { name: /^2026년 2월/ })).toHaveFocus();
    await expect(chart.getAllByRole('radio').filter((radio) => radio.getAttribute('tabindex') === '0')).toHaveLength(1);
  },
};

/** A click on a bar chooses its month. */
export const ClickToChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const chart = within(await within(canvasElement).findByRole('radiogroup'));
    await userEvent.click(chart.getByRole('radio', { name: /^2025년 12월/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('2025-12');
    await expect(chart.getByRole('radio', { name: /^2025년 12월/ })).toBeChecked();
  },
};
