/**
 * Browser persistence of the mock database: a snapshot of every collection in one storage entry,
 * written after each answer that may have changed data, read back at the next page load.
 *
 * Why not @msw/data's `persist()` extension: it must be passed to every collection's constructor
 * (each area's file), keys its storage by a creation counter that shifts whenever a collection is
 * added, and writes only on `unload`, which browsers skip (bfcache, mobile). Its record
 * (de)serialisers are reused here, so primary keys and relations survive the same way.
 *
 * A snapshot is kept only while it fits the code: it carries a fingerprint of the seeded world
 * (collection names, seeded record counts and record fields) and is dropped when a new seed no
 * longer matches; a snapshot that still fails to load is dropped and the seed kept.
 */
import {
  createFromSerializedRecord,
  serializeRecord,
  type SerializedRecord,
} from '@msw/data/extensions/persist';
import { clearDatabase, db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';

export const SNAPSHOT_KEY = 'klass.mock.database';
const FORMAT = 1;

/** The part of the Web Storage API the snapshot needs (localStorage, or a fake in Node tests). */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Snapshot {
  format: number;
  fingerprint: string;
  collections: Record<string, SerializedRecord[]>;
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

export function saveSnapshot(storage: SnapshotStorage, fingerprint: string): void {
  const snapshot: Snapshot = {
    format: FORMAT,
    fingerprint,
    collections: Object.fromEntries(
      collections().map(([name, collection]) => [name, collection.all().map(serializeRecord)]),
    ),
  };
  storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
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
      for (const record of snapshot.collections[name] ?? []) {
        await createFromSerializedRecord(collection, record);
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
}
