/**
 * Progress reports that still failed after their retries are not lost: they wait in an outbox in
 * browser storage (surviving a reload) and are sent again when the connection returns (the
 * window's `online` event) or when a class room opens. Only failures that may succeed later are
 * kept (see `isTransientFailure`); the storage and the event source are injected for tests.
 */
import type { ConsumeBody, KlassConsumeBody } from '@app/learner/api/classRoom';
import { isTransientFailure } from './retryPolicy';

export type OutboxEntry =
  | { id: string; klassId: string; kind: 'lesson'; body: ConsumeBody }
  | { id: string; klassId: string; kind: 'klass'; body: KlassConsumeBody };

/** The part of `Storage` the outbox needs. */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const PROGRESS_OUTBOX_KEY = 'klass.progressOutbox';

export interface FlushResult {
  sent: number;
  kept: number;
  dropped: number;
}

export interface ProgressOutbox {
  entries(): OutboxEntry[];
  add(entry: OutboxEntry): void;
  /** Sends every entry in order; sent and hopeless ones leave, the others stay for next time. */
  flush(send: (entry: OutboxEntry) => Promise<unknown>): Promise<FlushResult>;
}

function isEntryList(value: unknown): value is OutboxEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'id' in entry &&
        'kind' in entry &&
        'body' in entry,
    )
  );
}

export function createProgressOutbox(storage: OutboxStorage, key = PROGRESS_OUTBOX_KEY): ProgressOutbox {
  function read(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return isEntryList(parsed) ? parsed : [];
    } catch {
      // A corrupt entry must not block progress reporting forever.
      return [];
    }
  }
  function write(entries: readonly OutboxEntry[]): void {
    storage.setItem(key, JSON.stringify(entries));
  }
  // One flush at a time: an `online` event during a flush must not send the same report twice.
  let flushing: Promise<FlushResult> | null = null;

  async function flushOnce(send: (entry: OutboxEntry) => Promise<unknown>): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, kept: 0, dropped: 0 };
    for (const entry of read()) {
      let leaves = true;
      try {
        await send(entry);
        result.sent += 1;
      } catch (error) {
        leaves = !isTransientFailure(error);
        if (leaves) result.dropped += 1;
        else result.kept += 1;
      }
      // Re-read: reports added while this one was in flight must stay.
      if (leaves) write(read().filter((other) => other.id !== entry.id));
    }
    return result;
  }

  return {
    entries: read,
    add(entry) {
      write([...read(), entry]);
    },
    flush(send) {
      flushing ??= flushOnce(send).finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

/** Flushes whenever `target` (the window) says the connection is back; returns the unsubscribe. */
export function flushWhenOnline(target: EventTarget, flush: () => void): () => void {
  target.addEventListener('online', flush);
  return () => target.removeEventListener('online', flush);
}
