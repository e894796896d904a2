/**
 * Browser persistence of the mock data, run in Node over an in-memory Storage (issue 5: "in the
 * browser the data survives a reload, and a 'reset data' action restores the seed"). A reload
 * is what `startBrowserMock` does: seed, then restore the snapshot over the seed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import {
  clearSnapshot,
  restoreSnapshot,
  saveSnapshot,
  seedFingerprint,
  SNAPSHOT_KEY,
  type SnapshotStorage,
} from '@mocks/runtimes/snapshot';

function memoryStorage(): SnapshotStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** What a page load does before the worker starts. */
async function reload(storage: SnapshotStorage): Promise<boolean> {
  await seedDatabase();
  return restoreSnapshot(storage, seedFingerprint());
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

describe('mock data snapshot', () => {
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(async () => {
    storage = memoryStorage();
    await reload(storage);
  });

  it('keeps a change across a reload, with every collection intact', async () => {
    const counts = Object.fromEntries(
      Object.entries(db).map(([name, collection]) => [name, collection.count()]),
    );
    const fingerprint = seedFingerprint();
    await dropOutDefaultTenant();
    saveSnapshot(storage, fingerprint);

    await expect(reload(storage)).resolves.toBe(true);
    expect(tenantStatus('tenant-klass')).toBe('DROP_OUT');
    expect(
      Object.fromEntries(
        Object.entries(db).map(([name, collection]) => [name, collection.count()]),
      ),
    ).toEqual(counts);
  });

  it('"reset data" restores the seed at the next reload', async () => {
    const fingerprint = seedFingerprint();
    await dropOutDefaultTenant();
    saveSnapshot(storage, fingerprint);
    clearSnapshot(storage);

    await expect(reload(storage)).resolves.toBe(false);
    expect(tenantStatus('tenant-klass')).toBe('ACTIVE');
  });

  it('drops a snapshot taken from another seed (the code changed) and keeps the new seed', async () => {
    await dropOutDefaultTenant();
    saveSnapshot(storage, 'tenants:1:older-seed');

    await expect(reload(storage)).resolves.toBe(false);
    expect(tenantStatus('tenant-klass')).toBe('ACTIVE');
    expect(storage.entries.has(SNAPSHOT_KEY)).toBe(false);
  });

  it('drops an unreadable snapshot instead of failing to start', async () => {
    storage.setItem(SNAPSHOT_KEY, '{"format": 1, "fing');
    await expect(reload(storage)).resolves.toBe(false);
    expect(tenantStatus('tenant-klass')).toBe('ACTIVE');
  });
});
