/**
 * Every payment status label (backoffice.md §4; issue 17): FAILED, PENDING_INCOME, COMPLETED,
 * REFUND_COMPLETED, PARTIAL_REFUNDED, a value the app does not know (COMPLETED's label), and the
 * cancel states beside a failed payment.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paymentStatuses } from '@app/shared/api/contract/adminOrder';
import { copy } from '@app/shared/copy';
import { OrderStatusLabel } from './OrderStatusLabel';

const text = copy.backofficeOrders;

const meta = {
  title: 'Back-office/Commerce/주문 상태 · OrderStatusLabel',
  component: OrderStatusLabel,
  args: { status: 'COMPLETED', paymentCancel: null },
  argTypes: {
    status: { control: 'select', options: [...paymentStatuses, 'SETTLED'] },
    paymentCancel: { control: 'select', options: [null, 'REQUIRED_TO_CANCEL', 'COMPLETED_TO_CANCEL'] },
  },
} satisfies Meta<typeof OrderStatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const rows = [
  ...paymentStatuses.map((status) => ({ status, paymentCancel: null, expected: [text.statusLabels[status]] })),
  { status: 'SETTLED', paymentCancel: null, expected: [text.statusLabels.COMPLETED] },
  { status: 'FAILED', paymentCancel: 'REQUIRED_TO_CANCEL', expected: [text.statusLabels.FAILED, text.cancelLabels.REQUIRED_TO_CANCEL] },
  { status: 'FAILED', paymentCancel: 'COMPLETED_TO_CANCEL', expected: [text.statusLabels.FAILED, text.cancelLabels.COMPLETED_TO_CANCEL] },
] as const;

/** One row per status the server may send, the unknown 'SETTLED' included, and both cancel states. */
export const AllLabels: Story = {
  render: () => (
    <table>
      <caption>결제 상태 라벨</caption>
      <thead>
        <tr>
          <th scope="col">status</th>
          <th scope="col">paymentCancel</th>
          <th scope="col">라벨</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.status}-${row.paymentCancel ?? ''}`}>
            <th scope="row">{row.status}</th>
            <td>{row.paymentCancel ?? '—'}</td>
            <td>
              <OrderStatusLabel status={row.status} paymentCancel={row.paymentCancel} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    for (const [index, row] of rows.entries()) {
      const cell = table.getAllByRole('row')[index + 1]?.lastElementChild;
      await expect(cell?.textContent?.replace(/\s+/g, ' ').trim()).toBe(row.expected.join(' '));
    }
  },
};
