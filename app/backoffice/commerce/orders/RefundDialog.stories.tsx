/**
 * The refund dialog (backoffice.md §3 Refund request, §5 refund fields; issue 17): the Playground
 * on a sample order, then on the seeded orders through the real detail page: nothing chosen; more
 * units than are left; a unit count that is not a whole number; "기타" without a reason; a reason
 * over 300 characters; a deposit order's bank fields with their Korean messages; the confirmation
 * with the computed amounts, then the order partly refunded through the partial call; "전체 환불"
 * through the whole refund's own call; a failed refund back at the form with everything typed kept;
 * the server's two refusals (409: another operator refunded first, the order allows no refund)
 * closing the dialog with a toast that says so.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '@ds/components/Toast';
import { REFUND_REASON_MAX, type OrderDetail } from '@app/shared/api/contract/adminOrder';
import { errorCodes, type ApiErrorBody } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { Backoffice, callCounter, failing, screen } from '../../storySupport';
import { RefundDialog } from './RefundDialog';

const text = copy.backofficeOrders;
const REFUND_CALL = '/rest/commerce/admin/tenant/orders/:orderKey/refund';
const REFUND_ALL_CALL = `${REFUND_CALL}/all`;
/** Which refund call a story made: the partial one names its units, the whole one refunds what is left. */
const partialRefunds = callCounter('post', REFUND_CALL);
const wholeRefunds = callCounter('post', REFUND_ALL_CALL);
const countRefundCalls = {
  parameters: { msw: { handlers: [partialRefunds.handler, wholeRefunds.handler] } },
  beforeEach: () => {
    partialRefunds.reset();
    wholeRefunds.reset();
  },
};

const sampleOrder: OrderDetail = {
  key: 'tx-sample',
  title: '홈베이킹 레시피북 외 1건',
  orderType: 'BOOK',
  status: 'COMPLETED',
  paymentCancel: null,
  orderedAt: '2026-11-19T01:00:00.000Z',
  paymentAmount: 60_000,
  refundedAmount: 0,
  paymentMethod: 'DEPOSIT',
  buyer: { accountKey: 'acc-member-00001', name: '이서연', email: 'member1@klass.test', phone: null },
  paymentInfo: null,
  depositInfo: { bankName: '신한은행', accountNumber: '562-110-123456', dueAt: '2026-11-22T15:00:00.000Z' },
  failDetail: null,
  transactionInfo: {
    period: null,
    orderItems: [
      { itemKey: 'i1', type: 'BOOK', productKey: 'book-005', title: '홈베이킹 레시피북', optionName: null, unitPrice: 18_000, quantity: 2, discountAmount: 1_000, refundedQuantity: 0, tickets: [] },
      { itemKey: 'i2', type: 'BOOK', productKey: 'book-006', title: '아이패드 드로잉 클래스북', optionName: null, unitPrice: 26_000, quantity: 1, discountAmount: 0, refundedQuantity: 0, tickets: [] },
    ],
  },
  shippingFees: [{ shippingItemKey: 's1', title: '기본 배송비', amount: 3_000, refunded: false }],
  address: null,
  refunds: [],
};

const meta = {
  title: 'Back-office/Commerce/환불 · RefundDialog',
  component: RefundDialog,
  args: { order: sampleOrder, onClose: fn() },
  render: (args) => (
    <ToastProvider>
      <RefundDialog {...args} />
    </ToastProvider>
  ),
  parameters: { scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof RefundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample deposit order: two items, a fee, the bank fields; choosing updates the amounts at once. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.refundTitle }));
    await userEvent.click(dialog.getByRole('button', { name: text.refundAll }));
    const summary = within(dialog.getByLabelText(text.summaryTitle));
    await expect(await summary.findByText('64,000원')).toBeVisible();
    await expect(summary.getByText(text.statusLabels.REFUND_COMPLETED)).toBeVisible();
  },
};

/** The real detail page of an order: "환불하기" opens the dialog. */
const onOrder = (orderKey: string): Partial<Story> => ({
  render: () => <Backoffice />,
  parameters: { route: `/admin/orders/${orderKey}` },
});

async function openRefund(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: text.refund }, { timeout: 10_000 }));
  return within(await screen(canvasElement).findByRole('dialog', { name: text.refundTitle }));
}

/** A dialog fades in: visible once its opening animation has begun. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const quantityField = (dialog: ReturnType<typeof within>, title: string) => dialog.getByRole('textbox', { name: text.refundQuantity(title) });

export const NothingChosen: Story = {
  ...onOrder('tx-fixture-multi'),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    await expect(await dialog.findByText(text.nothingChosen)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** Three of the two units left: said at the item, and the form does not go on. */
export const TooManyUnits: Story = {
  ...onOrder('tx-fixture-multi'),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    const field = quantityField(dialog, '홈베이킹 레시피북');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text.quantityTooMany(2))));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** Not a whole number of units: said at the item, and the form does not go on. */
export const UnitsNotWhole: Story = {
  ...onOrder('tx-fixture-multi'),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    const field = quantityField(dialog, '홈베이킹 레시피북');
    await userEvent.clear(field);
    await userEvent.type(field, '1.5');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text.quantityInvalid)));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** The reason type "기타" needs a reason in words. */
export const OtherNeedsReason: Story = {
  ...onOrder('tx-fixture-multi'),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: text.refundAll }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: text.reasonType }), text.reasonTypeLabels.OTHER);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    const reason = dialog.getByRole('textbox', { name: text.reason });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(text.reasonRequired)));
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** A reason over 300 characters: said at the field, the text kept for shortening. */
export const ReasonTooLong: Story = {
  ...onOrder('tx-fixture-multi'),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: text.refundAll }));
    const reason = dialog.getByRole('textbox', { name: text.reason });
    const tooLong = '가'.repeat(REFUND_REASON_MAX + 1);
    await userEvent.click(reason);
    await userEvent.paste(tooLong);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(text.reasonTooLong(REFUND_REASON_MAX))));
    await expect(reason).toHaveValue(tooLong);
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** A deposit order: the holder and the account are required, the holder at most 20, the account 11–14 digits or hyphens. */
export const DepositBankFields: Story = {
  ...onOrder('tx-fixture-deposit'),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: text.refundAll }));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    const holder = dialog.getByRole('textbox', { name: new RegExp(`^${text.accountHolder}`) });
    const account = dialog.getByRole('textbox', { name: new RegExp(`^${text.accountNumber}`) });
    await waitFor(() => expect(holder).toHaveAccessibleDescription(expect.stringContaining(text.holderRequired)));
    await expect(account).toHaveAccessibleDescription(expect.stringContaining(text.accountInvalid));
    await userEvent.type(holder, '가'.repeat(21));
    await userEvent.type(account, '3333-01-12');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    await waitFor(() => expect(holder).toHaveAccessibleDescription(expect.stringContaining(text.holderTooLong(20))));
    await expect(account).toHaveAccessibleDescription(expect.stringContaining(text.accountInvalid));
    await userEvent.clear(holder);
    await userEvent.type(holder, '이서연');
    await userEvent.type(account, '3456');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    await shown(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle }));
  },
};

/** One unit and the fee: the amounts shown as chosen are the ones confirmed; confirming refunds in part (`…/refund`). */
export const ConfirmWithAmounts: Story = {
  ...onOrder('tx-fixture-multi'),
  ...countRefundCalls,
  parameters: { route: '/admin/orders/tx-fixture-multi', ...countRefundCalls.parameters },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    const field = quantityField(dialog, '홈베이킹 레시피북');
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(dialog.getByRole('checkbox'));
    const summary = dialog.getByLabelText(text.summaryTitle);
    const amounts = [...summary.querySelectorAll('dd')].map((cell) => cell.textContent ?? '');
    await expect(amounts.slice(0, 3)).toEqual(['18,000원', expect.stringMatching(/^[\d,]+원$/), '3,000원']);
    await expect(amounts[4]).toBe(text.statusLabels.PARTIAL_REFUNDED);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle }));
    await shown(confirm.getByText(text.confirmBody({ items: amounts[0] ?? '', discount: amounts[1] ?? '', shipping: amounts[2] ?? '', total: amounts[3] ?? '' }, text.statusLabels.PARTIAL_REFUNDED)));
    await userEvent.click(confirm.getByRole('button', { name: text.confirm }));
    await shown(await screen(canvasElement).findByText(text.refunded(amounts[3] ?? '')));
    await shown(await within(canvasElement).findByText(text.statusLabels.PARTIAL_REFUNDED));
    await expect(partialRefunds.count).toBe(1);
    await expect(wholeRefunds.count).toBe(0);
  },
};

/** "전체 환불" confirmed: the whole refund's own call (`…/refund/all`), and the order is refunded in full. */
export const RefundAllCallsRefundAll: Story = {
  ...onOrder('tx-fixture-multi'),
  ...countRefundCalls,
  parameters: { route: '/admin/orders/tx-fixture-multi', ...countRefundCalls.parameters },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: text.refundAll }));
    await expect(await within(dialog.getByLabelText(text.summaryTitle)).findByText(text.statusLabels.REFUND_COMPLETED)).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle }));
    await userEvent.click(confirm.getByRole('button', { name: text.confirm }));
    await shown((await within(canvasElement).findAllByText(text.statusLabels.REFUND_COMPLETED))[0] ?? canvasElement);
    await expect(wholeRefunds.count).toBe(1);
    await expect(partialRefunds.count).toBe(0);
    // The total the operator confirmed goes along, so a refund by someone else meanwhile is refused.
    const sent: unknown = JSON.parse(wholeRefunds.bodies[0] ?? '{}');
    await expect(sent).toMatchObject({ expectedAmount: expect.any(Number) });
  },
};

/** The refund call fails: back at the form, the failure above it, the units and reason as typed. */
export const RefundFailedKeepsInput: Story = {
  ...onOrder('tx-fixture-multi'),
  parameters: { route: '/admin/orders/tx-fixture-multi', msw: { handlers: [failing('post', REFUND_CALL)] } },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    const field = quantityField(dialog, '홈베이킹 레시피북');
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: text.reasonType }), text.reasonTypeLabels.PRODUCT_DEFECT);
    await userEvent.type(dialog.getByRole('textbox', { name: text.reason }), '표지 파손');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle }));
    await userEvent.click(confirm.getByRole('button', { name: text.confirm }));
    const again = within(await screen(canvasElement).findByRole('dialog', { name: text.refundTitle }));
    await shown(await again.findByText(text.refundFailed));
    await expect(quantityField(again, '홈베이킹 레시피북')).toHaveValue('2');
    await expect(again.getByRole('combobox', { name: text.reasonType })).toHaveValue('PRODUCT_DEFECT');
    await expect(again.getByRole('textbox', { name: text.reason })).toHaveValue('표지 파손');
  },
};

/** The refund call refusing with one of the contract's 409s, in the documented error shape. */
function refusing(name: 'orderRefundQuantity' | 'orderRefundNotAllowed') {
  const { code, status } = errorCodes[name];
  const body: ApiErrorBody = { status, code, message: '환불할 수 없어요.', data: null };
  return http.post(`*${REFUND_CALL}`, () => HttpResponse.json(body, { status }));
}

/** Confirms one unit of the first book: what both refusals start from. */
async function confirmOneUnit(canvasElement: HTMLElement) {
  const dialog = await openRefund(canvasElement);
  const field = quantityField(dialog, '홈베이킹 레시피북');
  await userEvent.clear(field);
  await userEvent.type(field, '1');
  await userEvent.click(screen(canvasElement).getByRole('button', { name: text.next }));
  const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle }));
  await userEvent.click(confirm.getByRole('button', { name: text.confirm }));
}

/** 409 order.refund.quantity (another operator refunded first): the dialog closes, the toast says so, the order is shown anew. */
export const RefusedAsChangedMeanwhile: Story = {
  ...onOrder('tx-fixture-multi'),
  parameters: { route: '/admin/orders/tx-fixture-multi', msw: { handlers: [refusing('orderRefundQuantity')] } },
  play: async ({ canvasElement }) => {
    await confirmOneUnit(canvasElement);
    await shown(await screen(canvasElement).findByText(text.refundConflict));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog', { name: text.refundTitle })).toBeNull());
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(await within(canvasElement).findByRole('button', { name: text.refund })).toBeVisible();
  },
};

/** 409 order.refund.not_allowed (the order's status allows no refund now): the dialog closes and the toast says so. */
export const RefusedAsNotAllowed: Story = {
  ...onOrder('tx-fixture-multi'),
  parameters: { route: '/admin/orders/tx-fixture-multi', msw: { handlers: [refusing('orderRefundNotAllowed')] } },
  play: async ({ canvasElement }) => {
    await confirmOneUnit(canvasElement);
    await shown(await screen(canvasElement).findByText(text.refundNotAllowed));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog', { name: text.refundTitle })).toBeNull());
    await expect(screen(canvasElement).queryByText(text.refundFailed)).toBeNull();
  },
};
