/**
 * How an exchange code's status and available count read on the list and the detail.
 */
import { StatusLabel } from '@ds/components/StatusLabel';
import { UNLIMITED_EXCHANGES, type ExchangeCodeStatus } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';

const text = copy.backofficeExchangeCodes;

export function ExchangeStatusLabel({ status }: { status: ExchangeCodeStatus }) {
  return <StatusLabel tone={status === 'ACTIVE' ? 'success' : 'neutral'}>{text.statusLabels[status]}</StatusLabel>;
}

export function availableText(availableCount: number): string {
  return availableCount === UNLIMITED_EXCHANGES ? text.unlimited : text.times(availableCount);
}
