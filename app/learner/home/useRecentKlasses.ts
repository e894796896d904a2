/** The learner's visible class tickets, most recently entered first (`GET /my-klass`), shared by the home sections. */
import { useQuery } from '@tanstack/react-query';
import { myKlassesQuery } from '@app/learner/api/inventory';

export function useRecentKlasses() {
  return useQuery(myKlassesQuery());
}
