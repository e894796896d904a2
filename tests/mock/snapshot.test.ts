/**
 * Browser persistence of the mock data, run in Node over fake-indexeddb and an in-memory Storage
 * for the revision (issue 5: "in the browser the data survives a reload, and a 'reset data' action
 * restores the seed"; issue 37: stored per collection, a write stores only what changed). A reload
 * is what `startBrowserMock` does: seed, then restore the stored world over the seed.
 */
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import {
  createPersistedWorld,
  LEGACY_SNAPSHOT_KEY,
  REVISION_KEY,
  seedFingerprint,
  type PersistedWorld,
  type RevisionStorage,
} from '@mocks/runtimes/snapshot';
import type { ChunkToStore } from '@mocks/runtimes/worldChunks';
import { openWorldStore, type WorldManifest, type WorldStore } from '@mocks/runtimes/worldStore';

function memoryStorage(): RevisionStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** The store, with every write it was asked for kept in `writes`. */
function recorded(store: WorldStore) {
  const writes: { manifest: WorldManifest; put: readonly ChunkToStore[]; drop: readonly string[] }[] = [];
  const recording: WorldStore = {
    ...store,
    write: (write) => {
      writes.push({ manifest: write.manifest, put: write.put, drop: write.drop });
      return store.write(write);
    },
  };
  return { store: recording, writes };
}

interface Browser {
  factory: IDBFactory;
  storage: ReturnType<typeof memoryStorage>;
}

/** What a page load does before the worker starts: seed, open the stored world, restore it. */
async function pageLoad(browser: Browser, fingerprint?: string) {
  await seedDatabase();
  const { store, writes } = recorded(await openWorldStore(browser.factory));
  const world = createPersistedWorld({ store, storage: browser.storage, fingerprint: fingerprint ?? seedFingerprint() });
  const restored = await world.restore();
  return { world, writes, restored };
}

function tenantStatus(tenantId: string) {
  return db.tenants.findFirst((q) => q.where({ tenantId }))?.status;
}

async function dropOutDefaultTenant(): Promise<void> {
  await db.tenants.update((q) => q.where({ tenantId: 'tenant-klass' }), {
    data(tenant) {
      tenant.status = 'DROP_OUT';
    },
  });
}

const counts = () => Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.count()]));

describe('mock data stored in the browser', () => {
  let browser: Browser;
  let world: PersistedWorld;

  beforeEach(async () => {
    browser = { factory: new IDBFactory(), storage: memoryStorage() };
    ({ world } = await pageLoad(browser));
    await world.save();
  });

  it('keeps a change across a reload, with every collection intact', async () => {
    const before = counts();
    await dropOutDefaultTenant();
    await world.save();

    const next = await pageLoad(browser);
    expect(next.restored).toBe(true);
    expect(tenantStatus('tenant-klass')).toBe('DROP_OUT');
    expect(counts()).toEqual(before);
  });

  it('a write stores only the collections that changed', async () => {
    const { world: loaded, writes } = await pageLoad(browser);
    await expect(loaded.save()).resolves.toBeNull();
    expect(writes).toEqual([]);

    await dropOutDefaultTenant();
    await expect(loaded.save()).resolves.toEqual(expect.any(String));
    expect(writes).toHaveLength(1);
    const [write] = writes;
    const lists = write?.manifest.lists ?? {};
    const owner = (id: string) => Object.keys(lists).filter((name) => lists[name]?.includes(id));
    expect(write?.put.flatMap((chunk) => owner(chunk.id))).toEqual(['tenants']);
    expect(write?.drop).toHaveLength(1);
  });

  it('another tab reads what this one stored', async () => {
    const other = createPersistedWorld({ store: await openWorldStore(browser.factory), storage: browser.storage, fingerprint: seedFingerprint() });
    await other.restore();
    await dropOutDefaultTenant();
    await world.save();
    // The other tab's database, as it was before this tab's write.
    await db.tenants.update((q) => q.where({ tenantId: 'tenant-klass' }), { data: (tenant) => void (tenant.status = 'ACTIVE') });
    await other.reload();
    expect(tenantStatus('tenant-klass')).toBe('DROP_OUT');
  });

  it('a save made before loading another tab\'s save answers the revision last read, so the tab world loads that save next (CI, 2026-12-08)', async () => {
    const other = createPersistedWorld({ store: await openWorldStore(browser.factory), storage: browser.storage, fingerprint: seedFingerprint() });
    await other.restore();
    const otherRead = other.current();
    await dropOutDefaultTenant();
    const saved = await world.save();

    await db.notices.update((q) => q.where({ noticeId: db.notices.all()[0]?.noticeId }), { data: (record) => void (record.title = '다른 탭의 공지') });
    await expect(other.save()).resolves.toBe(otherRead);
    expect(await other.revision()).not.toBe(saved);
    await other.reload();
    expect(other.current()).toBe(await other.revision());
  });

  it('another tab learns of a write from the store itself, not from localStorage (which reaches other tabs late)', async () => {
    const otherTab: Browser = { factory: browser.factory, storage: memoryStorage() };
    const other = createPersistedWorld({ store: await openWorldStore(otherTab.factory), storage: otherTab.storage, fingerprint: seedFingerprint() });
    const before = await other.revision();
    expect(before).toEqual(expect.any(String));

    await dropOutDefaultTenant();
    const written = await world.save();
    // The other tab's localStorage has not been handed this write; the committed store has.
    expect(otherTab.storage.entries.get(REVISION_KEY)).toBeUndefined();
    await expect(other.revision()).resolves.toBe(written);
    expect(written).not.toBe(before);
  });

  it('"reset data" restores the seed at the next reload', async () => {
    await dropOutDefaultTenant();
    await world.save();
    await world.clear();
    expect(browser.storage.entries.has(REVISION_KEY)).toBe(false);

    await expect(pageLoad(browser)).resolves.toMatchObject({ restored: false });
    expect(tenantStatus('tenant-klass')).toBe('ACTIVE');
  });

  it('drops a world stored from another seed (the code changed) and keeps the new seed', async () => {
    const older = await pageLoad(browser, 'tenants:1:older-seed');
    await dropOutDefaultTenant();
    await older.world.save();

    await expect(pageLoad(browser)).resolves.toMatchObject({ restored: false });
    expect(tenantStatus('tenant-klass')).toBe('ACTIVE');
    expect(browser.storage.entries.has(REVISION_KEY)).toBe(false);
  });

  it('starts from the seed where the single snapshot of before issue 37 is stored, and removes it', async () => {
    const fresh: Browser = { factory: new IDBFactory(), storage: memoryStorage() };
    fresh.storage.setItem(LEGACY_SNAPSHOT_KEY, '{"format": 2, "fingerprint": "x", "collections": {}}');
    fresh.storage.setItem(REVISION_KEY, 'old-revision');

    await expect(pageLoad(fresh)).resolves.toMatchObject({ restored: false });
    expect(fresh.storage.entries.has(LEGACY_SNAPSHOT_KEY)).toBe(false);
    expect(tenantStatus('tenant-klass')).toBe('ACTIVE');
  });
});
