/**
 * The in-browser mock's world in chunks (worldChunks.ts; issue 37, part 2): a write stores only
 * the chunks whose records changed — none of a collection nobody wrote to, one for an update in
 * the middle of a large collection, few for appends one by one — and another tab refilled from
 * the stored chunks reads only the ones it does not hold and ends with the same world.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CHUNK_RECORDS, CHUNK_WEIGHT, createWorldChunks, type ChunkEntry, type ChunkToStore, type WorldCollection } from './worldChunks';

const schema = z.object({ key: z.string(), text: z.string() });
/** A record's text long enough that a chunk holds about ten of them. */
const LONG_TEXT = 'ㄱ'.repeat(CHUNK_WEIGHT / 10);

async function world(counts: { notes: number; tags: number }) {
  const notes = new Collection({ schema });
  const tags = new Collection({ schema });
  for (let index = 0; index < counts.notes; index += 1) await notes.create({ key: `n${index}`, text: LONG_TEXT });
  for (let index = 0; index < counts.tags; index += 1) await tags.create({ key: `t${index}`, text: 'tag' });
  return { notes, tags };
}

type World = Awaited<ReturnType<typeof world>>;

function chunksOf(collections: World, tab: string) {
  let counter = 0;
  return createWorldChunks(
    () => Object.entries(collections) as [string, WorldCollection][],
    () => `${tab}-${(counter += 1)}`,
  );
}

const keys = (collection: World['notes']) => collection.all().map((record) => `${record.key}:${record.text.length}`);

describe('a write stores only what changed', () => {
  it('the first write stores every collection; a write after none changed stores nothing', async () => {
    const chunks = chunksOf(await world({ notes: 25, tags: 3 }), 'a');
    const first = chunks.write();
    expect(first.put.length).toBeGreaterThanOrEqual(3);
    expect(first.lists.notes?.length).toBeGreaterThan(1);
    expect(first.lists.tags).toHaveLength(1);
    expect(first.changed.sort()).toEqual(['notes', 'tags']);
    const second = chunks.write();
    expect(second).toEqual({ put: [], drop: [], lists: first.lists, changed: [] });
  });

  it('a change to one collection stores a chunk of that collection only, and drops the one it replaces', async () => {
    const collections = await world({ notes: 25, tags: 3 });
    const chunks = chunksOf(collections, 'a');
    const first = chunks.write();
    await collections.tags.update((q) => q.where({ key: 't1' }), { data: (tag) => void (tag.text = 'changed') });
    const second = chunks.write();
    expect(second.lists.notes).toEqual(first.lists.notes);
    expect(second.put.map((chunk) => chunk.id)).toEqual(second.lists.tags);
    expect(second.drop).toEqual(first.lists.tags);
    expect(second.changed).toEqual(['tags']);
  });

  it('an update, a delete or an insert in the middle of a large collection stores one chunk', async () => {
    const collections = await world({ notes: 60, tags: 0 });
    const chunks = chunksOf(collections, 'a');
    chunks.write();
    await collections.notes.update((q) => q.where({ key: 'n31' }), { data: (note) => void (note.text = 'short') });
    expect(chunks.write().put).toHaveLength(1);
    collections.notes.delete((q) => q.where({ key: 'n45' }));
    expect(chunks.write().put).toHaveLength(1);
    const inserted = await collections.notes.create({ key: 'n-new', text: 'new' });
    const array = collections.notes.all();
    array.splice(array.indexOf(inserted), 1);
    array.splice(12, 0, inserted);
    expect(chunks.write().put).toHaveLength(1);
  });

  it('light records are cut at CHUNK_RECORDS a chunk, so one change re-cuts a bounded run', async () => {
    const collections = await world({ notes: 0, tags: CHUNK_RECORDS * 2 + 1 });
    const chunks = chunksOf(collections, 'a');
    expect(chunks.write().lists.tags).toHaveLength(3);
    await collections.tags.update((q) => q.where({ key: 't5' }), { data: (tag) => void (tag.text = 'changed') });
    expect(chunks.write().put).toHaveLength(1);
  });

  it('records appended one write at a time join the last chunk instead of one chunk each', async () => {
    const collections = await world({ notes: 0, tags: 0 });
    const chunks = chunksOf(collections, 'a');
    for (let index = 0; index < 40; index += 1) {
      await collections.notes.create({ key: `n${index}`, text: LONG_TEXT });
      const write = chunks.write();
      expect(write.put).toHaveLength(1);
    }
    // Forty records of a tenth of a chunk each: about eight chunks (each at least half full), not forty.
    expect(chunks.write().lists.notes?.length).toBeLessThanOrEqual(8);
  });
});

describe('another tab reads what was stored', () => {
  it('reads only the chunks it does not hold, and ends with the same records in the same order', async () => {
    const writer = await world({ notes: 40, tags: 3 });
    const reader = await world({ notes: 0, tags: 0 });
    const writerChunks = chunksOf(writer, 'a');
    const readerChunks = chunksOf(reader, 'b');
    const stored = new Map<string, ChunkEntry[]>();
    const store = (chunks: readonly ChunkToStore[]) => chunks.forEach((chunk) => stored.set(chunk.id, structuredClone(chunk.entries())));
    const load = (ids: readonly string[]) => new Map(ids.map((id) => [id, stored.get(id) ?? []]));

    const first = writerChunks.write();
    store(first.put);
    await readerChunks.fill(first.lists, load(readerChunks.missing(first.lists)));
    expect(keys(reader.notes)).toEqual(keys(writer.notes));

    await writer.notes.update((q) => q.where({ key: 'n20' }), { data: (note) => void (note.text = 'changed') });
    const second = writerChunks.write();
    store(second.put);
    const missing = readerChunks.missing(second.lists);
    expect(missing).toEqual(second.put.map((chunk) => chunk.id));
    const keptRecord = reader.notes.all()[0];
    await readerChunks.fill(second.lists, load(missing));
    expect(keys(reader.notes)).toEqual(keys(writer.notes));
    expect(reader.notes.all()[0]).toBe(keptRecord);
    expect(reader.tags.all().map((tag) => tag.key)).toEqual(['t0', 't1', 't2']);
  });
});
