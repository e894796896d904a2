/**
 * What the connection notice reads (issue 39): whether the browser is online (react-query's online
 * manager, which also pauses queries and mutations while offline and resumes them on reconnect),
 * how many changes wait for the connection (mutations paused offline: sent on reconnect), and
 * whether a request is being tried again after the server failed to answer.
 */
import { onlineManager, useIsFetching, useMutationState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => onlineManager.subscribe(notify);

/** Whether the browser is online, as react-query's online manager (which pauses calls offline) sees it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => onlineManager.isOnline(), () => true);
}

/** How many times the connection came back since the app started (counted from its first use). */
let reconnects = 0;
let wasOnline = true;
let counting = false;

function countReconnects(): void {
  if (counting) return;
  counting = true;
  wasOnline = onlineManager.isOnline();
  onlineManager.subscribe((online) => {
    if (online && !wasOnline) reconnects += 1;
    wasOnline = online;
  });
}

/**
 * A number that grows each time the connection comes back: a page that failed while offline (its
 * code or data could not load) renders again with it (app/shared/routing/RouteOutlet.tsx).
 */
export function useReconnectCount(): number {
  countReconnects();
  return useSyncExternalStore(subscribe, () => reconnects, () => 0);
}

export interface NetworkState {
  online: boolean;
  pendingChanges: number;
  retrying: boolean;
}

export function useNetworkState(): NetworkState {
  const online = useOnline();
  const pendingChanges = useMutationState({ filters: { predicate: (mutation) => mutation.state.isPaused } }).length;
  const retrying =
    useIsFetching({ predicate: (query) => query.state.fetchStatus === 'fetching' && query.state.fetchFailureCount > 0 }) > 0;
  return { online, pendingChanges, retrying };
}
