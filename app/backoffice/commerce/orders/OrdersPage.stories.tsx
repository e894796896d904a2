/**
 * The order list against the mock's 10,000 orders (backoffice.md §7 Commerce; issue 17): loaded
 * newest first with the totals of every match and "주문 더 보기" appending the next cursor slice;
 * filters from a pasted URL (status, type, Seoul days), every row shown answering them; filtered-empty;
 * empty; loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, findSettledTable, neverAnswering } from '../../storySupport';
import { OrdersPage } from './OrdersPage';

const text = copy.backofficeOrders;
const kit = copy.listKit;
const ds = copy.designSystem;
const LIST = '/admin/orders';
const ORDERS_CALL = '/rest/commerce/admin/tenant/orders';

const meta = {
  title: 'Back-office/Commerce/주문 관리 · OrdersPage',
  component: OrdersPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function ordersTable(canvasElement: HTMLElement) {
  return findSettledTable(canvasElement, text.listTitle, text.caption);
}

/**
 * Newest first; totals of every order; keys open the detail; "주문 더 보기" appends the next slice.
 * The order endpoint takes no sort, so no header offers one (issue 27: a header that flipped its
 * arrow while the rows stayed newest first was a control that did nothing).
 */
export const Loaded: Story = {
  name: '주문 관리 · 주문 1만여 건',
  play: async ({ canvasElement }) => {
    const table = await ordersTable(canvasElement);
    // The order is said (aria-sort on 주문일시, as it is true) but no header offers to change it.
    await expect(table.getByRole('columnheader', { name: text.columnOrderedAt })).toHaveAttribute('aria-sort', 'descending');
    for (const header of table.getAllByRole('columnheader')) await expect(within(header).queryByRole('button')).toBeNull();
    await expect(table.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/orders\/tx-/));
    await expect(await within(canvasElement).findByText(/\(10,\d{3}건\)$/)).toBeVisible();
    const status = within(canvasElement).getByText(/ 100개 표시 중$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.loadMore }));
    await waitFor(() => expect(status).toHaveTextContent(/ 200개 표시 중$/));
  },
};

/** The rendered body rows' cells by column header (the table is virtualised: the rows in the DOM). */
function rowsByHeader(table: ReturnType<typeof within>): Record<string, string>[] {
  const headers = table.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent ?? '');
  return table
    .getAllByRole('row')
    .filter((row: HTMLElement) => Number(row.getAttribute('aria-rowindex')) > 1)
    .map((row: HTMLElement) => Object.fromEntries(within(row).getAllByRole('cell').map((cell, index) => [headers[index] ?? '', cell.textContent ?? ''])));
}

/**
 * Partly refunded books ordered on the Seoul days 2026-01-01 to 2026-11-20, from a pasted URL: the
 * fields show the filter, and every row answers it — status, type and an order day within the days.
 */
export const FilteredFromUrl: Story = {
  parameters: { route: `${LIST}?status=PARTIAL_REFUNDED&orderType=BOOK&ordered=2026-01-01~2026-11-20` },
  play: async ({ canvasElement }) => {
    const table = await ordersTable(canvasElement);
    await expect((await table.findAllByText(text.statusLabels.PARTIAL_REFUNDED)).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('checkbox', { name: text.statusLabels.PARTIAL_REFUNDED })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: text.orderTypeLabels.BOOK })).toBeChecked();
    const rows = rowsByHeader(table);
    await expect(rows.length).toBeGreaterThan(0);
    // Shown as Seoul time, `YYYY.MM.DD HH:mm`: the day part compares as text.
    const outside = rows.filter((row) => {
      const day = (row[text.columnOrderedAt] ?? '').slice(0, 10);
      return (
        row[text.columnStatus] !== text.statusLabels.PARTIAL_REFUNDED ||
        row[text.columnType] !== text.orderTypeLabels.BOOK ||
        !(day >= '2026.01.01' && day <= '2026.11.20')
      );
    });
    await expect(outside).toEqual([]);
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: `${LIST}?q=%EC%97%86%EB%8A%94%EC%82%AC%EB%9E%8C` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${ORDERS_CALL}`, () => HttpResponse.json({ items: [], nextCursor: null, totals: { count: 0, paymentAmount: 0, refundedAmount: 0 } }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.empty(text.noun), {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', ORDERS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('table', { name: text.caption }, { timeout: 10_000 })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', ORDERS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('button', { name: ds.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
