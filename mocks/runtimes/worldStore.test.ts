/**
 * The in-browser mock's stored world across tabs (worldStore.ts, on fake-indexeddb): a write
 * replaces only the collections it changed, so a tab that writes before it has loaded another
 * tab's save keeps that save (the CI failure of 2026-12-08: a back-office tab polling its jobs
 * wrote its whole world back and the site's new name was lost to every tab).
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { mergedManifest, openWorldStore, type WorldManifest, type WorldWriteRequest } from './worldStore';

const world = (lists: WorldManifest['lists'], fingerprint = 'seed 1'): WorldManifest => ({ format: 3, fingerprint, lists });
const chunk = (id: string) => ({ id, entries: () => [[0, 1] as [number, number]] });

function request(manifest: WorldManifest, changed: string[], revision: string, drop: string[] = []): WorldWriteRequest {
  const put = changed.flatMap((name) => manifest.lists[name] ?? []).map(chunk);
  return { manifest, changed, put, drop, revision };
}

describe('a write replaces only the collections it changed', () => {
  it('keeps another tab\'s list of a collection this write did not change', () => {
    const stored = world({ tenants: ['a-2'], jobs: ['j-1'] });
    const write = request(world({ tenants: ['a-1'], jobs: ['b-1'] }), ['jobs'], 'r-b', ['j-1']);
    expect(mergedManifest(stored, write)).toEqual({ manifest: world({ tenants: ['a-2'], jobs: ['b-1'] }), drop: ['j-1'] });
  });

  it('drops the chunks of another tab\'s list that a changed collection replaced, and never a chunk still named', () => {
    const stored = world({ tenants: ['a-2', 'shared'], jobs: ['j-1'] });
    const write = request(world({ tenants: ['b-1', 'shared'], jobs: ['j-1'] }), ['tenants'], 'r-b', ['a-1', 'j-1']);
    expect(mergedManifest(stored, write).drop.sort()).toEqual(['a-1', 'a-2']);
  });

  it('takes every list of the write over a world of another seed, or none', () => {
    const write = request(world({ tenants: ['b-1'], jobs: ['b-2'] }), ['jobs'], 'r-b');
    expect(mergedManifest(world({ tenants: ['old'] }, 'seed 0'), write).manifest).toEqual(write.manifest);
    expect(mergedManifest(undefined, write).manifest).toEqual(write.manifest);
  });

  it('in IndexedDB: two tabs\' writes both survive, and each write answers the revision it replaced', async () => {
    const store = await openWorldStore(new IDBFactory());
    await expect(store.write(request(world({ tenants: ['a-1'], jobs: ['a-2'] }), ['tenants', 'jobs'], 'r1'))).resolves.toEqual({ replaced: null });
    // Tab A renames the site; tab B, still at r1, advances a job.
    await expect(store.write(request(world({ tenants: ['a-3'], jobs: ['a-2'] }), ['tenants'], 'r2', ['a-1']))).resolves.toEqual({ replaced: 'r1' });
    await expect(store.write(request(world({ tenants: ['a-1'], jobs: ['b-1'] }), ['jobs'], 'r3', ['a-2']))).resolves.toEqual({ replaced: 'r2' });

    const read = await store.read((manifest) => Object.values(manifest.lists).flat());
    expect(read?.manifest.lists).toEqual({ tenants: ['a-3'], jobs: ['b-1'] });
    expect([...(read?.chunks.keys() ?? [])].sort()).toEqual(['a-3', 'b-1']);
    expect(read?.revision).toBe('r3');
  });
});
