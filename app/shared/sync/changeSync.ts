/**
 * One world across tabs (issue 15, part 6), the framework-free core: a tab that changed data on
 * the server says which query areas changed on a broadcast channel, and every other tab of the
 * same browser (back-office and learner alike) is told, so it can ask for those again without a
 * reload. An area is a query-key prefix (`['tenant', 'preferences']`); `'all'` means every query.
 *
 * The channel is injected (a BroadcastChannel in the app, a fake in tests). A BroadcastChannel
 * never delivers to the tab that posted, so a tab is not told of its own changes (it refreshes
 * those itself). What arrives is checked: anything else posted on the channel is ignored.
 */

/** A query-key prefix: what react-query matches when it invalidates. */
export type ChangedArea = readonly (string | number)[];
/** Which areas changed: a list of prefixes, or every query (`'all'`). */
export type Changes = 'all' | readonly ChangedArea[];

/** The name every tab of the app listens on. */
export const CHANGE_CHANNEL_NAME = 'klass.changes';

const MESSAGE_TYPE = 'klass.changed';

interface ChangeMessage {
  type: typeof MESSAGE_TYPE;
  changes: Changes;
}

/** The part of BroadcastChannel the sync uses. */
export interface ChangeChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface ChangeSync {
  /** Tells the other tabs; an empty list tells nobody. */
  announce(changes: Changes): void;
  /** Stops listening and closes the channel. */
  close(): void;
}

function isArea(value: unknown): value is ChangedArea {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((part) => typeof part === 'string' || typeof part === 'number')
  );
}

/** The changes a message carries, or null when it is not one of ours. */
export function readChangeMessage(data: unknown): Changes | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, changes } = data as Partial<ChangeMessage>;
  if (type !== MESSAGE_TYPE) return null;
  if (changes === 'all') return 'all';
  return Array.isArray(changes) && changes.length > 0 && changes.every(isArea) ? changes : null;
}

/** The same areas once each, in the order first named; `'all'` swallows the rest. */
export function mergeChanges(...lists: Changes[]): Changes {
  if (lists.includes('all')) return 'all';
  const seen = new Map<string, ChangedArea>();
  for (const list of lists as (readonly ChangedArea[])[]) {
    for (const area of list) seen.set(JSON.stringify(area), area);
  }
  return [...seen.values()];
}

export function createChangeSync(options: {
  channel: ChangeChannel;
  /** Another tab changed these areas. */
  onRemoteChange: (changes: Changes) => void;
}): ChangeSync {
  const { channel, onRemoteChange } = options;
  const listener = (event: { data: unknown }) => {
    const changes = readChangeMessage(event.data);
    if (changes) onRemoteChange(changes);
  };
  channel.addEventListener('message', listener);
  let open = true;
  return {
    announce(changes) {
      if (!open || (changes !== 'all' && changes.length === 0)) return;
      const message: ChangeMessage = { type: MESSAGE_TYPE, changes: mergeChanges(changes) };
      channel.postMessage(message);
    },
    close() {
      if (!open) return;
      open = false;
      channel.removeEventListener('message', listener);
      channel.close();
    },
  };
}
