/**
 * The learner's class ticket a review of this class is written through (review target
 * `{type: KLASS, id: klassId, key: ticketKey}`), or null. Tickets that are refunded or past their
 * term get no review (learner.md §4: review button hidden for REFUND and END_OF_TERM).
 */
import { useQuery } from '@tanstack/react-query';
import type { MyReviewTarget } from '@app/learner/api/community';
import { myKlassesQuery } from '@app/learner/api/inventory';

const NO_REVIEW = new Set(['REFUND', 'END_OF_TERM']);

export function useReviewTarget(klassId: string, enabled: boolean): MyReviewTarget | null {
  const myKlasses = useQuery({ ...myKlassesQuery(), enabled });
  const ticket = myKlasses.data?.items.find(
    (item) => item.klassId === klassId && !NO_REVIEW.has(item.status),
  );
  return ticket ? { type: 'KLASS', id: klassId, key: ticket.klassTicketKey } : null;
}
