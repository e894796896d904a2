/**
 * The exchange code list against the mock's 400+ codes (backoffice.md §3 Exchange code; issue 30):
 * many — newest first, the count of every match, no header offering a sort the endpoint ignores;
 * filtered from a pasted URL (a code); filtered-empty; loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, findSettledTable, neverAnswering } from '../../storySupport';
import { ExchangeCodesPage } from './ExchangeCodesPage';

const text = copy.backofficeExchangeCodes;
const kit = copy.listKit;
const ds = copy.designSystem;
const LIST = '/admin/coupons/exchange-codes';
const SLICE_CALL = '/rest/coupon/admin/tenant/exchange-codes/slice';

const meta = {
  title: 'Back-office/Coupons/교환 코드 목록 · ExchangeCodesPage',
  component: ExchangeCodesPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ExchangeCodesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first with the count of every match; names open the detail; the section navigation marks 교환 코드. */
export const Many: Story = {
  name: '교환 코드 목록 · 코드 400여 개',
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.listTitle, text.caption);
    await expect(table.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/coupons\/exchange-codes\/exc-/));
    await expect(await within(canvasElement).findByText(new RegExp(`^${kit.totalCount('4\\d\\d', text.unit)}$`))).toBeVisible();
    for (const header of table.getAllByRole('columnheader')) await expect(within(header).queryByRole('button')).toBeNull();
    const nav = within(canvasElement).getByRole('navigation', { name: copy.backofficeCouponSections.navLabel });
    await expect(within(nav).getByRole('link', { name: copy.backofficeCouponSections.exchangeCodes })).toHaveAttribute('aria-current', 'page');
  },
};

/** A code pasted in the URL finds exactly its exchange code, the filter field showing it. */
export const FoundByCode: Story = {
  parameters: { route: `${LIST}?q=${encodeURIComponent('겨울방학2026')}` },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.listTitle, text.caption);
    await expect(table.getByRole('link', { name: '겨울방학 특강 쿠폰 묶음' })).toBeVisible();
    await expect(await within(canvasElement).findByText(kit.totalCount('1', text.unit))).toBeVisible();
    await expect(within(canvasElement).getByLabelText(text.filterQ)).toHaveValue('겨울방학2026');
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: `${LIST}?q=${encodeURIComponent('없는코드입니다')}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', SLICE_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.listTitle)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', SLICE_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('button', { name: ds.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
