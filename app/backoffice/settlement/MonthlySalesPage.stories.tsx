/**
 * The monthly sales screen against the mock's 10,000 orders (issue 43): the chart and the months
 * table agree; choosing a month by keyboard shows its per-type table, whose 합계 row is that month's
 * net, with a link to the order list of the same orders; the types filter; an empty range; a
 * range refused before anything is asked; a failed load with retry; the export started as a job;
 * the page at a phone's width.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading } from '../storySupport';
import { MonthlySalesPage } from './MonthlySalesPage';

const text = copy.backofficeSettlement;
const PAGE = '/admin/settlement';
const SALES_CALL = '/rest/settlement/admin/tenant/monthly-sales';
const SEEDED_YEAR = `${PAGE}?from=2025-12&to=2026-11&month=2026-11`;

const meta = {
  title: 'Back-office/Settlement/월별 매출 · MonthlySalesPage',
  component: MonthlySalesPage,
  render: () => <Backoffice />,
  parameters: { route: SEEDED_YEAR, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof MonthlySalesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findChart(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.title);
  return within(await within(canvasElement).findByRole('radiogroup', { name: text.chartLabel }, { timeout: 10_000 }));
}

/** A table's body rows as their cells' text. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** A range over 24 months is refused at the end month, before anything is asked. */
export const RangeTooLong: Story = {
  parameters: { route: `${PAGE}?from=2024-01&to=2026-11` },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByText(text.rangeTooLong(24))).toBeVisible();
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

/** Twelve bars and twelve table rows; each bar's spoken amount is its row's net. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    const radios = chart.getAllByRole('radio');
    await expect(radios).toHaveLength(12);
    const months = rowsOf(within(canvasElement).getByRole('table', { name: text.monthsCaption }));
    await expect(months).toHaveLength(12);
    const spoken = radios.map((radio) => radio.getAttribute('aria-label') ?? '');
    await expect(spoken.map((label, index) => label.startsWith(`${months[index]?.[0]} 순매출 ${months[index]?.[4]},`))).toEqual(months.map(() => true));
    await expect(chart.getByRole('radio', { name: /^2026년 11월/ })).toBeChecked();
    const types = rowsOf(within(canvasElement).getByRole('table', { name: text.typesCaption('2026년 11월') }));
    await expect(types.map((cells) => cells[0])).toEqual([...Object.values(text.orderTypeLabels), text.totalRow]);
    await expect(types.at(-1)?.[4]).toBe(months.at(-1)?.[4]);
    await expect(within(canvasElement).getByRole('link', { name: text.openOrders('2026년 11월') })).toHaveAttribute(
      'href',
      '/admin/orders?status=COMPLETED%2CPARTIAL_REFUNDED%2CREFUND_COMPLETED&ordered=2026-11-01%7E2026-11-30',
    );
  },
};

/** The arrow keys move the chosen month, and the per-type table follows. */
export const ChooseMonthByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    chart.getByRole('radio', { name: /^2026년 11월/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await within(canvasElement).findByRole('heading', { name: text.typesCaption('2026년 10월') })).toBeVisible();
    await expect(chart.getByRole('radio', { name: /^2026년 10월/ })).toHaveFocus();
  },
};

/** Only books: the per-type table has one type and its total; the order link carries the type. */
export const BooksOnly: Story = {
  parameters: { route: `${SEEDED_YEAR}&orderType=BOOK` },
  play: async ({ canvasElement }) => {
    await findChart(canvasElement);
    await expect(within(canvasElement).getByRole('checkbox', { name: text.orderTypeLabels.BOOK })).toBeChecked();
    const types = rowsOf(within(canvasElement).getByRole('table', { name: text.typesCaption('2026년 11월') }));
    await expect(types.map((cells) => cells[0])).toEqual([text.orderTypeLabels.BOOK, text.totalRow]);
    await expect(types[0]?.slice(1)).toEqual(types[1]?.slice(1));
    await expect(within(canvasElement).getByRole('link', { name: text.openOrders('2026년 11월') }).getAttribute('href')).toContain('orderType=BOOK');
  },
};

/** Months before the seeded orders: said plainly, no chart, no export. */
export const EmptyRange: Story = {
  parameters: { route: `${PAGE}?from=2024-01&to=2024-03` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.emptyTitle }, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: text.export })).toBeNull();
  },
};

/** A failed load says so and offers a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [failing('get', SALES_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.loadFailed }, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: copy.designSystem.retry })).toBeEnabled();
  },
};

/** The export starts a job and says where to find the file. */
export const ExportStarted: Story = {
  play: async ({ canvasElement }) => {
    await findChart(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.export }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(text.exportStarted)).toBeVisible(), { timeout: 10_000 });
  },
};

/**
 * At a phone's width (390 px) the page is no wider than the phone: the months scroll sideways
 * beside an amount axis that stays in view, the chosen month (the last, at first) is brought into
 * view with its amount written, and the tables keep their words in a region that scrolls.
 */
export const Narrow: Story = {
  name: '휴대폰 너비',
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const axis = within(canvasElement).getByText('0만원');
    const scroller = within(canvasElement).getByRole('radiogroup', { name: text.chartLabel }).parentElement;
    const chosen = chart.getByRole('radio', { name: /^2026년 11월/ });
    await waitFor(() => {
      const box = scroller?.getBoundingClientRect();
      const bar = chosen.getBoundingClientRect();
      expect(box && bar.left >= box.left && bar.right <= box.right).toBe(true);
    });
    // The axis stays beside the scrolled months, fully on the page.
    await expect(axis.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(within(chosen).getByText(/^[\d,]+만원$/)).toBeVisible();
    const types = within(canvasElement).getByRole('table', { name: text.typesCaption('2026년 11월') });
    for (const header of [text.columnType, text.columnCount, text.columnPayment, text.columnRefunded, text.columnNet]) {
      await expect(within(types).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  },
};
