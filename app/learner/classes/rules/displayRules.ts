/**
 * My-class display rules (spec learner.md §4): whether a card is disabled, counts as "in
 * progress", shows the review button, and its period text — once for class items (single and
 * package class tickets) and once for course-ticket items. Pure, so every status is unit-tested.
 */
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { formatShortDate } from '@app/shared/lib/format/date';

export interface TicketDisplay {
  disabled: boolean;
  inProgress: boolean;
  showReview: boolean;
  periodText: string;
}

interface TicketPeriod {
  status: TicketStatus;
  statusLabel: string;
  remainingTime: string | null;
}

const REVIEW_HIDDEN: readonly TicketStatus[] = ['REFUND', 'END_OF_TERM'];

/** "label · remaining time"; without a remaining time only the label is left to say. */
function labelWithRemaining({ statusLabel, remainingTime }: TicketPeriod): string {
  return remainingTime ? `${statusLabel} · ${remainingTime}` : statusLabel;
}

export function klassItemDisplay(item: TicketPeriod & { availableAt: string | null }): TicketDisplay {
  const { status } = item;
  let periodText = item.statusLabel;
  if (status === 'SCHEDULED' && item.availableAt) {
    periodText = `${formatShortDate(item.availableAt)} ${item.statusLabel}`;
  } else if (status === 'ACTIVE' || status === 'STOPPED') {
    periodText = labelWithRemaining(item);
  }
  return {
    disabled: status !== 'AVAILABLE' && status !== 'ACTIVE',
    inProgress: status !== 'AVAILABLE' && status !== 'SCHEDULED',
    showReview: !REVIEW_HIDDEN.includes(status),
    periodText,
  };
}

export function courseItemDisplay(item: TicketPeriod & { onlyLive: boolean }): TicketDisplay {
  const { status } = item;
  let periodText = item.statusLabel;
  if (status === 'SCHEDULED') periodText = item.remainingTime ?? item.statusLabel;
  else if (status === 'ACTIVE') periodText = labelWithRemaining(item);
  return {
    disabled: status === 'REFUND',
    inProgress: status !== 'AVAILABLE' && status !== 'SCHEDULED' && !item.onlyLive,
    showReview: !REVIEW_HIDDEN.includes(status),
    periodText,
  };
}
