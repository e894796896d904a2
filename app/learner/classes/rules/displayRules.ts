/**
 * My-class display rules (spec learner.md §4): whether a card is disabled, counts as "in
 * progress", shows the review button, and its period text — once for class items (single and
 * package class tickets) and once for course-ticket items. Pure, so every status is unit-tested.
 */
import type { TicketStatus } from '@app/shared/api/contract/inventory';
import { formatShortDate } from '@app/shared/lib/format/date';
import { deadlineLabel } from '@app/shared/lib/format/deadline';

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

/**
 * Whether a class or course card offers "수료증 보기": only once the learner completed it — the
 * completion the operator sees as 수료 (`isCompleted`: for a class the ticket's assigned
 * completion target, else the class's completion criteria; a course, which has no criteria of its
 * own, once every class of it is complete; spec §3 Certificate is a completion certificate) — and
 * never for a refunded ticket, which has no certificate. The mock refuses the rest as well.
 */
export function certificateOffered(item: { status: TicketStatus; isCompleted: boolean }): boolean {
  return item.isCompleted && item.status !== 'REFUND';
}

/**
 * The D-day of a running ticket (§9 "Deadline label": within 24 hours "오늘까지", otherwise
 * D-{days}), read from its `expiredAt`, the end of the learning period. Only ACTIVE: before the
 * period starts there is no end yet (null), a STOPPED ticket's end moves when it resumes, and an
 * ended, refunded or past ticket has nothing left to count down. Shown beside the §4 period text,
 * which it does not replace.
 */
export function deadlineBadge(
  item: { status: TicketStatus; expiredAt: string | null },
  now: number = Date.now(),
): string | null {
  if (item.status !== 'ACTIVE' || !item.expiredAt) return null;
  return deadlineLabel(item.expiredAt, now);
}
