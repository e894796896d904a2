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
  klassRoomEntryQuery,
  refreshKlassRoomToken,
  resourceAccessTokenQuery,
} from '@app/learner/api/inventory';
import { createKlassRoomTokenHolder } from '../rules/klassRoomTokenHolder';

export function useKlassRoomEntry(klassId: string, klassTicketKey: string) {
  const entry = useQuery({
    ...klassRoomEntryQuery(klassId, klassTicketKey),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const resource = useQuery({
    ...resourceAccessTokenQuery(klassTicketKey, 'KLASS'),
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
