/**
 * Browser persistence of the mock database: a snapshot of every collection in one storage entry,
 * written after each answer that may have changed data, read back at the next page load.
 *
 * Why not @msw/data's `persist()` extension: it must be passed to every collection's constructor
 * (each area's file), keys its storage by a creation counter that shifts whenever a collection is
 * added, and writes only on `unload`, which browsers skip (bfcache, mobile). Its record
 * (de)serialisers are reused here, so primary keys and relations survive the same way.
 *
 * Records still as the bulk seed made them (mocks/db/bulk.ts: thousands of generated members,
 * orders…) are stored as ranges of their places in the bulk set, not as data: the snapshot grows
 * with what changed, not with the size of the world, and fits localStorage at any seed size.
 *
 * A snapshot is kept only while it fits the code: it carries a fingerprint of the seeded world
 * (collection names, seeded record counts and record fields) and is dropped when a new seed no
 * longer matches; a snapshot that still fails to load is dropped and the seed kept.
 *
 * One world across tabs (issue 15, part 6): every tab runs its own copy of the database, and the
 * snapshot is what they share. Each write stamps a new revision (a small entry of its own, cheap
 * to read before every answer); `createTabWorld` makes a tab load a newer snapshot before it
 * answers again, and store its own writes before the answer leaves, so a tab told "this changed"
 * by the app's tab sync always reads it. Two tabs writing within the same few hundred
 * milliseconds keep the later write only (last writer wins): a dev mock's trade-off, never a
 * lost update in the app's own tab.
 */
import {
  createFromSerializedRecord,
  serializeRecord,
  type SerializedRecord,
} from '@msw/data/extensions/persist';
import { bulkPlace, putBackBulk } from '@mocks/db/bulk';
import { clearDatabase, db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';

export const SNAPSHOT_KEY = 'klass.mock.database';
/** Changes with every stored snapshot: a tab holding another revision has stale data. */
export const REVISION_KEY = 'klass.mock.database.revision';
const FORMAT = 2;

/** The part of the Web Storage API the snapshot needs (localStorage, or a fake in Node tests). */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A run of unchanged bulk records: their places from `[0]` up to `[1]` (exclusive). */
type BulkRange = [number, number];
type SnapshotEntry = SerializedRecord | BulkRange;

interface Snapshot {
  format: number;
  fingerprint: string;
  collections: Record<string, SnapshotEntry[]>;
}

/** The collection's records in order, unchanged bulk records folded into ranges. */
function snapshotEntries(collection: { all(): readonly Parameters<typeof serializeRecord>[0][] }): SnapshotEntry[] {
  const entries: SnapshotEntry[] = [];
  for (const record of collection.all()) {
    const place = bulkPlace(collection, record);
    const last = entries.at(-1);
    if (place === undefined) entries.push(serializeRecord(record));
    else if (Array.isArray(last) && last[1] === place) last[1] = place + 1;
    else entries.push([place, place + 1]);
  }
  return entries;
}

function collections() {
  return Object.entries(db);
}

/** Describes the freshly seeded database; call it right after seeding. */
export function seedFingerprint(): string {
  return collections()
    .map(([name, collection]) => {
      const fields = Object.keys(collection.all()[0] ?? {})
        .sort()
        .join('|');
      return `${name}:${collection.count()}:${fields}`;
    })
    .sort()
    .join(',');
}

/** Stores the database; answers the snapshot's new revision. */
export function saveSnapshot(storage: SnapshotStorage, fingerprint: string): string {
  const snapshot: Snapshot = {
    format: FORMAT,
    fingerprint,
    collections: Object.fromEntries(
      collections().map(([name, collection]) => [name, snapshotEntries(collection)]),
    ),
  };
  storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  const revision = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  storage.setItem(REVISION_KEY, revision);
  return revision;
}

/** The revision of the stored snapshot; null when none is stored. */
export function storedRevision(storage: SnapshotStorage): string | null {
  return storage.getItem(REVISION_KEY);
}

function readSnapshot(storage: SnapshotStorage, fingerprint: string): Snapshot | null {
  const raw = storage.getItem(SNAPSHOT_KEY);
  if (!raw) return null;
  try {
    const snapshot = JSON.parse(raw) as Snapshot;
    return snapshot.format === FORMAT && snapshot.fingerprint === fingerprint ? snapshot : null;
  } catch {
    return null;
  }
}

/**
 * Replaces the freshly seeded database with the stored snapshot when one fits `fingerprint`;
 * otherwise drops the stale entry and keeps the seed. Returns whether it restored.
 */
export async function restoreSnapshot(
  storage: SnapshotStorage,
  fingerprint: string,
): Promise<boolean> {
  const snapshot = readSnapshot(storage, fingerprint);
  if (!snapshot) {
    storage.removeItem(SNAPSHOT_KEY);
    return false;
  }
  try {
    clearDatabase();
    for (const [name, collection] of collections()) {
      for (const entry of snapshot.collections[name] ?? []) {
        if (Array.isArray(entry)) putBackBulk(collection, entry[0], entry[1]);
        else await createFromSerializedRecord(collection, entry);
      }
    }
    return true;
  } catch (error) {
    console.warn('[mock] the stored data no longer fits the code; starting from the seed', error);
    storage.removeItem(SNAPSHOT_KEY);
    await seedDatabase();
    return false;
  }
}

/** "Reset data": the next load starts from the seed. */
export function clearSnapshot(storage: SnapshotStorage): void {
  storage.removeItem(SNAPSHOT_KEY);
  storage.removeItem(REVISION_KEY);
}

export interface TabWorld {
  /**
   * Answers one request: first loads a snapshot another tab stored since (waiting for this tab's
   * answers in flight, so none reads a half-loaded database), then `respond`s; after a `writes`
   * answer the database is stored before the answer is handed back.
   */
  answer<T>(respond: () => Promise<T>, writes: boolean): Promise<T>;
}

export function createTabWorld(options: {
  /** The revision this tab's database holds now (right after it stored or loaded it). */
  revision: string | null;
  readRevision: () => string | null;
  /** Loads the stored snapshot into this tab's database. */
  reload: () => Promise<void>;
  /** Stores this tab's database; answers the new revision (null when it could not). */
  save: () => string | null;
}): TabWorld {
  let held = options.revision;
  let reloading: Promise<void> | null = null;
  let inFlight = 0;
  const drained: (() => void)[] = [];

  const idle = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => drained.push(resolve));

  async function catchUp(): Promise<void> {
    for (;;) {
      if (reloading) {
        await reloading;
        continue;
      }
      const stored = options.readRevision();
      // No snapshot (another tab reset the data and has not started again): keep ours.
      if (stored === null || stored === held) return;
      reloading = idle()
        .then(options.reload)
        .then(() => {
          held = stored;
        })
        .finally(() => {
          reloading = null;
        });
    }
  }

  return {
    async answer(respond, writes) {
      await catchUp();
      inFlight += 1;
      try {
        const result = await respond();
        if (writes) held = options.save() ?? held;
        return result;
      } finally {
        inFlight -= 1;
        if (inFlight === 0) for (const resolve of drained.splice(0)) resolve();
      }
    },
  };
}
