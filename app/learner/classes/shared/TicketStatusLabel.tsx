/** A ticket's status label (spec §3 statuses) in the tone of its status. */
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import type { TicketStatus } from '@app/shared/api/contract/inventory';

const tones: Record<TicketStatus, StatusTone> = {
  AVAILABLE: 'info',
  SCHEDULED: 'info',
  ACTIVE: 'success',
  STOPPED: 'warning',
  REFUND: 'danger',
  END_OF_TERM: 'neutral',
};

export function TicketStatusLabel({ status, label }: { status: TicketStatus; label: string }) {
  return (
    <StatusLabel tone={tones[status]} data-status={status}>
      {label}
    </StatusLabel>
  );
}
