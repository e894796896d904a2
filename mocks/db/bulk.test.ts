/**
 * Bulk seed records (mocks/db/bulk.ts) and the browser's stored world that keeps them as ranges
 * (mocks/runtimes/worldChunks.ts): a reseed puts the seeded records back as they were, whatever a
 * test changed; the stored chunks of an unchanged 5,000-member world are a few hundred characters;
 * a stored changed world restores exactly that world — the changed, deleted and added records
 * included, in their order.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';
import { createWorldChunks, type ChunkEntry, type WorldCollection } from '@mocks/runtimes/worldChunks';
import { accountRecord } from '@mocks/account/seed';
import { bulkPlace, createBulkRecords } from './bulk';

/** The world's chunks as the browser stores them, over the accounts collection. */
function accountChunks() {
  let counter = 0;
  return createWorldChunks(
    () => [['accounts', db.accounts as WorldCollection]],
    () => `chunk-${(counter += 1)}`,
  );
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

describe('the browser stores unchanged bulk records as ranges', () => {
  it('the thousands of unchanged members take a few kilobytes, not megabytes', () => {
    const write = accountChunks().write();
    expect(db.accounts.count()).toBeGreaterThan(5000);
    expect(JSON.stringify(write.put.map((chunk) => chunk.entries())).length).toBeLessThan(20_000);
  });

  it('restores a changed world exactly: an update, a delete and a new account, in order', async () => {
    await db.accounts.update((q) => q.where({ accountKey: MEMBER }), { data: (account) => void (account.status = 'WITHDRAWN') });
    db.accounts.delete((q) => q.where({ accountKey: 'acc-member-01000' }));
    await db.accounts.create(accountRecord({ accountKey: 'acc-new', email: 'new@klass.test', displayName: '새회원', password: null }));
    const changed = world();
    const write = accountChunks().write();
    // Stored as IndexedDB keeps it: a structured copy.
    const stored = new Map<string, ChunkEntry[]>(write.put.map((chunk) => [chunk.id, structuredClone(chunk.entries())]));

    await seedDatabase();
    expect(world()).not.toBe(changed);
    db.accounts.all().length = 0;
    await accountChunks().fill(write.lists, stored);
    expect(world()).toBe(changed);
    expect(member()?.status).toBe('WITHDRAWN');
  });
});
