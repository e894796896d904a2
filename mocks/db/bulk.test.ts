/**
 * Bulk seed records (mocks/db/bulk.ts) and the browser snapshot that stores them as ranges: a
 * reseed puts the seeded records back as they were, whatever a test changed; the snapshot of an
 * unchanged 5,000-member world is a few hundred characters; a snapshot of a changed world restores
 * exactly that world — the changed, deleted and added records included, in their order.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import { restoreSnapshot, saveSnapshot, seedFingerprint, SNAPSHOT_KEY, type SnapshotStorage } from '@mocks/runtimes/snapshot';
import { accountRecord } from '@mocks/account/seed';
import { bulkPlace, createBulkRecords } from './bulk';

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

describe('a bulk record made directly is the record create makes', () => {
  const schema = z.object({ key: z.string(), name: z.string(), tags: z.array(z.string()) });
  const values = Array.from({ length: 50 }, (_, index) => ({ key: `k-${index}`, name: `이름${index}`, tags: ['a', String(index)] }));

  it('a direct set is found, updated and deleted by @msw/data like a created one', async () => {
    const checked = new Collection({ schema });
    const direct = new Collection({ schema });
    await createBulkRecords(checked, values, 'checked');
    await createBulkRecords(direct, values, 'direct');
    expect(direct.all().map((record) => ({ ...record }))).toEqual(checked.all().map((record) => ({ ...record })));
    expect(direct.findFirst((q) => q.where({ key: 'k-7' }))?.name).toBe('이름7');
    await direct.update((q) => q.where({ key: 'k-7' }), { data: (record) => void (record.name = '바뀜') });
    expect(direct.findFirst((q) => q.where({ key: 'k-7' }))?.name).toBe('바뀜');
    expect(direct.findFirst((q) => q.where({ key: 'k-8' }))?.name).toBe('이름8');
    direct.delete((q) => q.where({ key: 'k-9' }));
    expect(direct.count()).toBe(49);
  });

  it('a direct record is a copy: changing the built values afterwards changes no record', async () => {
    const direct = new Collection({ schema });
    const built = values.map((value) => ({ ...value, tags: [...value.tags] }));
    await createBulkRecords(direct, built, 'direct');
    (built[3] as { tags: string[] }).tags.push('later');
    expect(direct.findFirst((q) => q.where({ key: 'k-3' }))?.tags).toEqual(['a', '3']);
  });

  it('a checked set refuses a value the schema would change, naming it (node test runs check every bulk record)', async () => {
    const stripping = new Collection({ schema });
    const withExtra = { key: 'k-x', name: '여분', tags: [], extra: 'dropped by the schema' };
    await expect(createBulkRecords(stripping, [withExtra], 'checked')).rejects.toThrow(/extra/);
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
