/**
 * The coupon list against the mock's 10,000 specifications (backoffice.md §7 Coupons "spec slice";
 * issue 30): many — newest first, the count of every match, "쿠폰 더 보기" appending the next slice;
 * fitting the container's width; filtered from a pasted URL (status and type, every row answering
 * them); filtered-empty; empty; loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, expectTableFits, failing, findPageHeading, findSettledTable, neverAnswering } from '../storySupport';
import { CouponsPage } from './CouponsPage';

const text = copy.backofficeCoupons;
const kit = copy.listKit;
const ds = copy.designSystem;
const LIST = '/admin/coupons';
const SLICE_CALL = '/rest/coupon/admin/tenant/coupon-specs/slice';

const meta = {
  title: 'Back-office/Coupons/쿠폰 관리 · CouponsPage',
  component: CouponsPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CouponsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function couponsTable(canvasElement: HTMLElement) {
  return findSettledTable(canvasElement, text.listTitle, text.caption);
}

/** The rendered body rows' cells by column header (the table is virtualised: the rows in the DOM). */
function rowsByHeader(table: ReturnType<typeof within>): Record<string, string>[] {
  const headers = table.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent ?? '');
  return table
    .getAllByRole('row')
    .filter((row: HTMLElement) => Number(row.getAttribute('aria-rowindex')) > 1)
    .map((row: HTMLElement) => Object.fromEntries(within(row).getAllByRole('cell').map((cell, index) => [headers[index] ?? '', cell.textContent ?? ''])));
}

/** 10,000 specifications: titles open the detail, the count of every match, the next slice appended. */
export const Many: Story = {
  name: '쿠폰 목록 · 쿠폰 1만여 개',
  play: async ({ canvasElement }) => {
    const table = await couponsTable(canvasElement);
    await expect(table.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/coupons\/cpn-/));
    await expect(await within(canvasElement).findByText(kit.totalCount('10,003', text.unit))).toBeVisible();
    const status = within(canvasElement).getByText(/ 100개 표시 중$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.loadMore }));
    await waitFor(() => expect(status).toHaveTextContent(/ 200개 표시 중$/));
    await expect(within(canvasElement).getByRole('button', { name: text.create })).toBeVisible();
  },
};

/** At the container's width (1196 px) every column reads whole: names not cut to a few letters, nothing past the edge (issue 38). */
export const FitsDesktop: Story = {
  name: '쿠폰 목록 · 데스크톱 너비에 맞음',
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvasElement }) => {
    const table = await couponsTable(canvasElement);
    await expectTableFits(table);
    // The name column keeps room for a name a person reads ("연말 감사 5,000원 할인"), not ~7 letters.
    const title = table.getAllByRole('columnheader')[0];
    await expect(title?.getBoundingClientRect().width ?? 0).toBeGreaterThanOrEqual(144);
  },
};

/** Operating amount coupons, from a pasted URL: the filter is checked and every row answers it. */
export const FilteredFromUrl: Story = {
  name: '쿠폰 목록 · 주소의 필터(운영 중, 정액 할인)',
  parameters: { route: `${LIST}?status=PUBLISHED&type=AMOUNT` },
  play: async ({ canvasElement }) => {
    const table = await couponsTable(canvasElement);
    await expect(within(canvasElement).getByRole('checkbox', { name: text.statusLabels.PUBLISHED })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: text.typeLabels.AMOUNT })).toBeChecked();
    const rows = rowsByHeader(table);
    await expect(rows.length).toBeGreaterThan(0);
    const outside = rows.filter(
      (row) => row[text.columnStatus] !== text.statusLabels.PUBLISHED || !(row[text.columnDiscount] ?? '').endsWith('원'),
    );
    await expect(outside).toEqual([]);
  },
};

/** The Seoul days a coupon was made in, from a pasted URL: every row made within them (the three fixtures of 2026.11.20 among them). */
export const PeriodFromUrl: Story = {
  name: '쿠폰 목록 · 주소의 만든 기간',
  parameters: { route: `${LIST}?created=2026-11-20~2026-11-20` },
  play: async ({ canvasElement }) => {
    const table = await couponsTable(canvasElement);
    const rows = rowsByHeader(table);
    await expect(rows.map((row) => row[text.columnTitle])).toEqual(expect.arrayContaining(['연말 감사 5,000원 할인', '신규 가입 환영 10% 할인']));
    await expect(rows.filter((row) => row[text.columnCreatedAt] !== '2026.11.20')).toEqual([]);
  },
};

export const FilteredEmpty: Story = {
  name: '쿠폰 목록 · 필터에 맞는 쿠폰 없음',
  parameters: { route: `${LIST}?q=%EC%97%86%EB%8A%94%EC%BF%A0%ED%8F%B0` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '쿠폰 목록 · 쿠폰 없음',
  parameters: {
    msw: { handlers: [http.get(`*${SLICE_CALL}`, () => HttpResponse.json({ items: [], nextCursor: null, totals: { count: 0 } }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.empty(text.noun), {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '쿠폰 목록 · 불러오는 중',
  parameters: { msw: { handlers: [neverAnswering('get', SLICE_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('table', { name: text.caption }, { timeout: 10_000 })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  name: '쿠폰 목록 · 불러오기 실패',
  parameters: { msw: { handlers: [failing('get', SLICE_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('button', { name: ds.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
