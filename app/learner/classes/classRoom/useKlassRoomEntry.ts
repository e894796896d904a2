/**
 * Entering a class room with a ticket (`POST /klass/{id}/klass-room/enter`) and keeping its
 * class-room token fresh (`/klass-room/token/refresh`), plus the ticket's resource access token
 * for media. Entering is a query, not a mutation, so React's double effects and re-renders never
 * enter twice (a second entry would revoke the first token); `reenter()` enters again on purpose
 * (after another device took the class room).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  enterKlassRoom,
  fetchResourceAccessToken,
  inventoryKeys,
  refreshKlassRoomToken,
} from '@app/learner/api/inventory';
import { createKlassRoomTokenHolder } from '../rules/klassRoomTokenHolder';

/** Outside `inventoryKeys.klass(id)`, so refreshing a class's data never enters it again. */
const entryKey = (klassId: string, klassTicketKey: string) =>
  [...inventoryKeys.all(), 'klass-room-entry', klassId, klassTicketKey] as const;

export function useKlassRoomEntry(klassId: string, klassTicketKey: string) {
  const entry = useQuery({
    queryKey: entryKey(klassId, klassTicketKey),
    queryFn: () => enterKlassRoom(klassId, klassTicketKey),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const resource = useQuery({
    queryKey: [...entryKey(klassId, klassTicketKey), 'resource-token'],
    queryFn: () => fetchResourceAccessToken(klassTicketKey, 'KLASS'),
    enabled: entry.isSuccess,
    staleTime: 4 * 60 * 1000,
    retry: false,
  });
  const holder = useMemo(
    () => (entry.data ? createKlassRoomTokenHolder(entry.data, refreshKlassRoomToken) : null),
    [entry.data],
  );
  return {
    entry,
    holder,
    resourceToken: resource.data?.token,
    reenter: () => entry.refetch(),
  };
}
