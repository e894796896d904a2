/**
 * A shipment's status as a label (backoffice.md §4 shipping statuses): the Korean name with a
 * tone — waiting on the operator (결제 완료, 배송 보류) warns, on its way informs, delivered
 * succeeds, dropped is neutral. The list and the detail draw it the same way.
 */
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import type { ShippingStatus } from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';

const tones: Record<ShippingStatus, StatusTone> = {
  PAYMENT_RECEIVED: 'warning',
  PENDING: 'warning',
  PREPARED_DELIVERY: 'info',
  IN_TRANSIT: 'info',
  DELIVERED: 'success',
  DROP_OUT: 'neutral',
};

export function ShipmentStatusLabel({ status }: { status: ShippingStatus }) {
  return <StatusLabel tone={tones[status]}>{copy.backofficeShipping.statuses[status]}</StatusLabel>;
}
