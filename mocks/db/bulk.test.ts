/**
 * Bulk seed records (mocks/db/bulk.ts) and the browser snapshot that stores them as ranges: a
 * reseed puts the seeded records back as they were, whatever a test changed; the snapshot of an
 * unchanged 5,000-member world is a few hundred characters; a snapshot of a changed world restores
 * exactly that world — the changed, deleted and added records included, in their order.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import { restoreSnapshot, saveSnapshot, seedFingerprint, SNAPSHOT_KEY, type SnapshotStorage } from '@mocks/runtimes/snapshot';
import { accountRecord } from '@mocks/account/seed';
import { bulkPlace } from './bulk';

function memoryStorage(): SnapshotStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, value),
  };
}

const MEMBER = 'acc-member-00042';
const member = (key = MEMBER) => db.accounts.findFirst((q) => q.where({ accountKey: key }));
const world = () => JSON.stringify(db.accounts.all().map((account) => [account.accountKey, account.displayName, account.status]));

beforeEach(seedDatabase);

describe('a bulk set is made once and put back at every seed', () => {
  it('a reseed undoes an update and a delete of seeded members', async () => {
    const before = world();
    await db.accounts.update((q) => q.where({ accountKey: MEMBER }), { data: (account) => void (account.displayName = '바뀐이름') });
    db.accounts.delete((q) => q.where({ accountKey: 'acc-member-00043' }));
    expect(member()?.displayName).toBe('바뀐이름');
    await seedDatabase();
    expect(world()).toBe(before);
  });

  it('an updated record is no longer the seeded one; the others still are', async () => {
    const untouched = member('acc-member-00041');
    await db.accounts.update((q) => q.where({ accountKey: MEMBER }), { data: (account) => void (account.displayName = '바뀐이름') });
    expect(untouched && bulkPlace(db.accounts, untouched)).toBeTypeOf('number');
    const changed = member();
    expect(changed && bulkPlace(db.accounts, changed)).toBeUndefined();
  });
});

describe('the browser snapshot stores unchanged bulk records as ranges', () => {
  it('the thousands of unchanged members take a few kilobytes of localStorage, not megabytes', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, seedFingerprint());
    const snapshot = JSON.parse(storage.entries.get(SNAPSHOT_KEY) ?? '{}') as { collections: Record<string, unknown[]> };
    expect(db.accounts.count()).toBeGreaterThan(5000);
    expect(JSON.stringify(snapshot.collections.accounts).length).toBeLessThan(20_000);
  });

  it('restores a changed world exactly: an update, a delete and a new account, in order', async () => {
    const fingerprint = seedFingerprint();
    await db.accounts.update((q) => q.where({ accountKey: MEMBER }), { data: (account) => void (account.status = 'WITHDRAWN') });
    db.accounts.delete((q) => q.where({ accountKey: 'acc-member-01000' }));
    await db.accounts.create(accountRecord({ accountKey: 'acc-new', email: 'new@klass.test', displayName: '새회원', password: null }));
    const changed = world();
    const storage = memoryStorage();
    saveSnapshot(storage, fingerprint);

    await seedDatabase();
    expect(world()).not.toBe(changed);
    await expect(restoreSnapshot(storage, fingerprint)).resolves.toBe(true);
    expect(world()).toBe(changed);
    expect(member()?.status).toBe('WITHDRAWN');
  });
});
