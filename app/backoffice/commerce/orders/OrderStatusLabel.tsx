/**
 * An order's payment status in words and tone (backoffice.md §4): FAILED, PENDING_INCOME,
 * COMPLETED (also the label of any value the app does not know), REFUND_COMPLETED,
 * PARTIAL_REFUNDED, and beside it the cancel state of a failed payment when there is one.
 */
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import { effectivePaymentStatus, type PaymentCancel, type PaymentStatus } from '@app/shared/api/contract/adminOrder';
import { copy } from '@app/shared/copy';

const tones: Record<PaymentStatus, StatusTone> = {
  FAILED: 'danger',
  PENDING_INCOME: 'warning',
  COMPLETED: 'success',
  REFUND_COMPLETED: 'neutral',
  PARTIAL_REFUNDED: 'info',
};

export function OrderStatusLabel({ status, paymentCancel }: { status: string; paymentCancel: PaymentCancel | null }) {
  const text = copy.backofficeOrders;
  const known = effectivePaymentStatus(status);
  return (
    <>
      <StatusLabel tone={tones[known]}>{text.statusLabels[known]}</StatusLabel>
      {paymentCancel && (
        <>
          {' '}
          <StatusLabel tone={paymentCancel === 'REQUIRED_TO_CANCEL' ? 'warning' : 'neutral'}>{text.cancelLabels[paymentCancel]}</StatusLabel>
        </>
      )}
    </>
  );
}
