/**
 * Binds the tab sync (changeSync.ts) to react-query, for both sides of the app: after every
 * successful mutation the areas it changed are announced, and what another tab announces is
 * invalidated here — the queries on screen fetch again, the others are marked stale.
 *
 * A mutation says what it changed in its `meta` (`meta: announces(tenantKeys.preferences())`);
 * without one it announces `'all'`, so a new screen is in one world from its first mutation and
 * narrows it when the cost shows; `announces()` with no area announces nothing (a code sent by
 * e-mail changes nothing another tab shows). A change made outside a mutation (a flushed undo, a
 * finished job) calls `announceChange(...)` or `announceChanges(...)` (the undo queue's sends and
 * the job centre's finished jobs do, through the back-office kit). Connected once by the app's bootstrap; stories and
 * tests are not connected, so parallel stories never reach each other.
 */
import type { Mutation, QueryClient } from '@tanstack/react-query';
import {
  CHANGE_CHANNEL_NAME,
  createChangeSync,
  type ChangeChannel,
  type ChangedArea,
  type Changes,
  type ChangeSync,
} from './changeSync';

const META_KEY = 'changes';

/** A mutation's `meta` naming the query areas it changes (none: it changes nothing shown). */
export function announces(...areas: ChangedArea[]): Record<typeof META_KEY, Changes> {
  return { [META_KEY]: areas };
}

/** What a finished mutation changed, from its `meta` (`'all'` when it does not say). */
export function changesOf(mutation: Pick<Mutation, 'options'>): Changes {
  const declared = mutation.options.meta?.[META_KEY];
  return declared === 'all' || Array.isArray(declared) ? (declared as Changes) : 'all';
}


let connected: ChangeSync | null = null;

/** Tells the other tabs that `areas` changed (no area: every query); nothing when not connected. */
export function announceChange(...areas: ChangedArea[]): void {
  connected?.announce(areas.length === 0 ? 'all' : areas);
}

/** Tells the other tabs `changes` as given (an empty list tells nobody); nothing when not connected. */
export function announceChanges(changes: Changes): void {
  connected?.announce(changes);
}

/**
 * The area a react-query key stands for: its leading strings and numbers (a key ending in a query
 * object stands for the broader area before it, which is what another tab should read again).
 * Null when the key does not start with one.
 */
export function areaOfKey(queryKey: readonly unknown[]): ChangedArea | null {
  const area: (string | number)[] = [];
  for (const part of queryKey) {
    if (typeof part !== 'string' && typeof part !== 'number') break;
    area.push(part);
  }
  return area.length > 0 ? area : null;
}

/** The areas of several query keys, for `announceChanges` (keys with no area are left out). */
export function areasOfKeys(queryKeys: Iterable<readonly unknown[]>): ChangedArea[] {
  const areas: ChangedArea[] = [];
  for (const key of queryKeys) {
    const area = areaOfKey(key);
    if (area) areas.push(area);
  }
  return areas;
}

function openBroadcastChannel(): ChangeChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANGE_CHANNEL_NAME);
}

/**
 * Connects `queryClient` to the other tabs; answers the disconnect. Without a channel (a browser
 * with no BroadcastChannel) the app simply stays a one-tab app.
 */
export function connectTabSync(
  queryClient: QueryClient,
  channel: ChangeChannel | null = openBroadcastChannel(),
): () => void {
  if (!channel) return () => undefined;
  const sync = createChangeSync({
    channel,
    onRemoteChange(changes) {
      if (changes === 'all') {
        void queryClient.invalidateQueries();
        return;
      }
      for (const queryKey of changes) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') sync.announce(changesOf(event.mutation));
  });
  connected = sync;
  return () => {
    unsubscribe();
    sync.close();
    if (connected === sync) connected = null;
  };
}
