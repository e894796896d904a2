/**
 * The order detail (backoffice.md §3 Transaction, §4 statuses; issue 17) on the seeded orders:
 * a card order with two books and a shipping fee (payment info, items, address, "환불하기"); a
 * failed order whose payment must be cancelled (fail detail, no refund); a status the app does not
 * know (shown as 결제 완료); loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, neverAnswering } from '../../storySupport';
import { OrderDetailPage } from './OrderDetailPage';

const text = copy.backofficeOrders;
const ORDER_CALL = '/rest/commerce/admin/tenant/orders/:orderKey';

const meta = {
  title: 'Back-office/Commerce/주문 상세 · OrderDetailPage',
  component: OrderDetailPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/orders/tx-fixture-multi', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Key, payment info, status, items, shipping fee and address, the refund action and the change history. */
export const CardOrder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await expect(await page.findByText('tx-fixture-multi')).toBeVisible();
    await expect(page.getByText(text.statusLabels.COMPLETED)).toBeVisible();
    await expect(page.getByText(/개월 할부|일시불/)).toBeVisible();
    await expect(page.getByRole('table', { name: text.itemsTitle })).toBeInTheDocument();
    await expect(page.getByText(text.addressTitle)).toBeVisible();
    await expect(page.getByRole('button', { name: text.refund })).toBeVisible();
  },
};

/** FAILED with its payment still to cancel: the reason and the cancel state; no refund. */
export const FailedToCancel: Story = {
  parameters: { route: '/admin/orders/tx-fixture-failed' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect((await page.findAllByText(text.statusLabels.FAILED, {}, { timeout: 10_000 }))[0]).toBeVisible();
    await expect(page.getByText(text.failReason)).toBeVisible();
    await expect(page.getAllByText(text.cancelLabels.REQUIRED_TO_CANCEL)[0]).toBeVisible();
    await expect(page.getByText(text.notRefundable)).toBeVisible();
  },
};

/** 'SETTLED', a status the app does not know, reads as 결제 완료 and can be refunded. */
export const UnknownStatus: Story = {
  parameters: { route: '/admin/orders/tx-fixture-unknown' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(text.statusLabels.COMPLETED, {}, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByRole('button', { name: text.refund })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', ORDER_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.detailTitle)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', ORDER_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
  },
};
