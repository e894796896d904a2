/**
 * Entering a class room with a ticket (`POST /klass/{id}/klass-room/enter`) and keeping its
 * class-room token fresh (`/klass-room/token/refresh`), plus the ticket's resource access token
 * for media, also as the hub's play calls ask for it (resourceAccess.ts). Entering is a query, not a mutation, so React's double effects and re-renders never
 * enter twice (a second entry would revoke the first token); `reenter()` enters again on purpose
 * (after another device took the class room).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { klassRoomEntryQuery, refreshKlassRoomToken, resourceAccessTokenQuery } from '@app/learner/api/classRoom';
import { createKlassRoomTokenHolder } from '../rules/klassRoomTokenHolder';
import { createResourceAccess } from '../rules/resourceAccess';

/** The mock's resource tokens live 5 minutes: one held 4 is asked again before it is used. */
const RESOURCE_TOKEN_STALE_MS = 4 * 60 * 1000;

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
    staleTime: RESOURCE_TOKEN_STALE_MS,
    retry: false,
  });
  const queryClient = useQueryClient();
  // One cache for both uses: a renewal here also re-signs the media URLs built from `resourceToken`.
  const resourceAccess = useMemo(() => {
    const query = resourceAccessTokenQuery(klassTicketKey, 'KLASS');
    return createResourceAccess({
      held: () => queryClient.getQueryData(query.queryKey)?.token,
      fetch: async (fresh) => (await queryClient.fetchQuery({ ...query, staleTime: fresh ? 0 : RESOURCE_TOKEN_STALE_MS })).token,
    });
  }, [queryClient, klassTicketKey]);
  const holder = useMemo(
    () => (entry.data ? createKlassRoomTokenHolder(entry.data, refreshKlassRoomToken) : null),
    [entry.data],
  );
  return {
    entry,
    holder,
    resourceToken: resource.data?.token,
    resourceAccess,
    reenter: () => entry.refetch(),
  };
}
