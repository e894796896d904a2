/**
 * Browser persistence of the mock database: each collection stored as chunks in IndexedDB
 * (worldChunks.ts, worldStore.ts), written after each answer that changed data — only the chunks
 * that changed (issue 37, part 2: one snapshot of everything cost ~370 ms per write once 100,000
 * coupon codes existed) — and read back at the next page load.
 *
 * Why not @msw/data's `persist()` extension: it must be passed to every collection's constructor
 * (each area's file), keys its storage by a creation counter that shifts whenever a collection is
 * added, and writes only on `unload`, which browsers skip (bfcache, mobile). Its record
 * (de)serialisers are reused (worldChunks.ts), so primary keys and relations survive the same way.
 *
 * A stored world is kept only while it fits the code: its manifest carries a fingerprint of the
 * seeded world (the seed's revision, collection names, seeded record counts and record fields)
 * and is dropped when a new seed no longer matches; a world that still fails to load is dropped
 * and the seed kept.
 * Browsers holding the single localStorage snapshot of before (`klass.mock.database`, formats 1
 * and 2) start from the seed once and lose that entry: it was dropped at every seed change
 * anyway, and reading it would keep a second loader for one reload.
 *
 * One world across tabs (issue 15, part 6): every tab runs its own copy of the database, and the
 * stored world is what they share. Each write stamps a new revision, committed with the data (one
 * small IndexedDB read before every answer tells a tab it is behind: a localStorage entry reaches
 * other tabs lazily, and a message on a channel of its own may arrive after the app's tab sync
 * already asked for the refetch); `createTabWorld` makes a tab load what another tab stored
 * before it answers again — only the collections whose chunks changed, and of those only the
 * chunks it does not hold — and store its own writes before the answer leaves, so a tab told
 * "this changed" by the app's tab sync always reads it. A write replaces only the collections it
 * changed, so a tab that writes (a job advancing as its progress is read) before it has loaded
 * another tab's save keeps that save, and loads it next (the CI failure of 2026-12-08: the
 * whole-world write of a back-office tab polling its jobs put back the site's old name). Two tabs
 * changing the same collection within a few hundred milliseconds keep the later write of it (last
 * writer wins): a dev mock's trade-off, never a lost update in the app's own tab.
 */
import { clearDatabase, db } from '@mocks/db/database';
import { SEED_REVISION, seedDatabase } from '@mocks/db/seed/index';
import { createWorldChunks, type WorldCollection } from './worldChunks';
import type { WorldManifest, WorldStore } from './worldStore';

/** Changes with every stored write: a tab holding another revision has stale data. */
export const REVISION_KEY = 'klass.mock.database.revision';
/** The single snapshot browsers kept before issue 37: removed at start-up (see the header). */
export const LEGACY_SNAPSHOT_KEY = 'klass.mock.database';
const FORMAT = 3;

/** The part of the Web Storage API the revision needs (localStorage, or a fake in Node tests). */
export type RevisionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function collections(): [string, WorldCollection][] {
  return Object.entries(db);
}

/** Describes the freshly seeded database; call it right after seeding. */
export function seedFingerprint(): string {
  const shape = collections()
    .map(([name, collection]) => {
      const fields = Object.keys(collection.all()[0] ?? {})
        .sort()
        .join('|');
      return `${name}:${collection.count()}:${fields}`;
    })
    .sort()
    .join(',');
  return `seed ${SEED_REVISION};${shape}`;
}

/** The revision of the stored world; null when none is stored. */
function storedRevision(storage: RevisionStorage): string | null {
  return storage.getItem(REVISION_KEY);
}

/** The database kept in `store`, its revision in `storage`. */
export interface PersistedWorld {
  /**
   * Replaces the freshly seeded database with the stored world when one fits the fingerprint;
   * otherwise forgets what is stored and keeps the seed. Answers whether it restored.
   */
  restore(): Promise<boolean>;
  /**
   * Stores what changed since; null when nothing changed. Otherwise answers the revision this
   * tab's data is at now: the new one, or — where another tab wrote after this tab last read or
   * wrote — the one of this tab's last read, so that the tab world loads the other's write next
   * (the store kept it: only this write's collections were replaced).
   */
  save(): Promise<string | null>;
  /** Loads what another tab stored since into this tab's database. */
  reload(): Promise<void>;
  /** The revision of the stored world, as committed with its data; null when none is stored. */
  revision(): Promise<string | null>;
  /** The stored revision this tab's data was last read from or written as (see `save`). */
  current(): string | null;
  /** "Reset data": at once, the next load starts from the seed; the stored chunks go after. */
  clear(): Promise<void>;
}

export function createPersistedWorld(options: {
  store: WorldStore;
  storage: RevisionStorage;
  fingerprint: string;
}): PersistedWorld {
  const { store, storage, fingerprint } = options;
  const tab = Math.random().toString(36).slice(2, 10);
  let counter = 0;
  const chunks = createWorldChunks(collections, () => `${tab}-${(counter += 1).toString(36)}`);
  const fits = (manifest: WorldManifest) => manifest.format === FORMAT && manifest.fingerprint === fingerprint;
  /** The stored revision this tab's data was last read from or written as. */
  let current: string | null = null;

  async function forget(): Promise<void> {
    current = null;
    storage.removeItem(REVISION_KEY);
    await store.clear();
  }

  return {
    async restore() {
      storage.removeItem(LEGACY_SNAPSHOT_KEY);
      // No revision: nothing stored, or "reset data" removed it before its chunks went.
      const stored = storedRevision(storage) === null ? undefined : await store.read((manifest) => (fits(manifest) ? chunks.missing(manifest.lists) : []));
      if (!stored || !fits(stored.manifest)) {
        await forget();
        return false;
      }
      try {
        clearDatabase();
        await chunks.fill(stored.manifest.lists, stored.chunks);
        current = stored.revision;
        return true;
      } catch (error) {
        console.warn('[mock] the stored data no longer fits the code; starting from the seed', error);
        await forget();
        chunks.forget();
        await seedDatabase();
        return false;
      }
    },

    async save() {
      const write = chunks.write();
      if (write.put.length === 0 && write.drop.length === 0) return null;
      const revision = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      const { changed, put, drop, lists } = write;
      // Its transaction is made now: IndexedDB commits the writes in the order they were made.
      const { replaced } = await store.write({ manifest: { format: FORMAT, fingerprint, lists }, changed, put, drop, revision });
      // Also here, where the next page load looks first ("reset data" removes it at once).
      storage.setItem(REVISION_KEY, revision);
      if (replaced === current || replaced === null) current = revision;
      return current;
    },

    async reload() {
      const stored = await store.read((manifest) => (fits(manifest) ? chunks.missing(manifest.lists) : []));
      if (stored && fits(stored.manifest)) {
        await chunks.fill(stored.manifest.lists, stored.chunks);
        current = stored.revision;
      }
    },

    revision() {
      return store.revision();
    },

    current() {
      return current;
    },

    async clear() {
      chunks.forget();
      await forget();
    },
  };
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
  /** The stored world's revision (read where its data is, so a tab never reloads too early). */
  readRevision: () => string | null | Promise<string | null>;
  /** Loads the stored snapshot into this tab's database. */
  reload: () => Promise<void>;
  /** Stores this tab's database; answers the new revision (null when nothing was stored). */
  save: () => string | null | Promise<string | null>;
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
      const stored = await options.readRevision();
      // Another answer began loading while this one read: wait for that load instead.
      if (reloading) continue;
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
        if (writes) held = (await options.save()) ?? held;
        return result;
      } finally {
        inFlight -= 1;
        if (inFlight === 0) for (const resolve of drained.splice(0)) resolve();
      }
    },
  };
}
