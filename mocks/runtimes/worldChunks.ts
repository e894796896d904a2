/**
 * The in-browser mock's world cut into chunks for storage, and what changed since the last write
 * (issue 37, part 2). One serialised snapshot of everything cost ~370 ms per write once 100,000
 * coupon codes existed; here a write serialises only the chunks whose records changed.
 *
 * Each collection is a list of chunks, each a run of consecutive records (at most CHUNK_WEIGHT of
 * data and CHUNK_RECORDS records). A chunk is never changed: a write finds, walking the
 * collection's records in order, the runs that are still exactly a held chunk (the same record
 * objects, by identity — @msw/data never changes a record in place: an update puts a new object
 * at its place), keeps those, and cuts the records in between into new chunks. An update, a delete or an insert so costs one chunk, wherever
 * it lands; an append costs the new records plus the small last chunk they join (appends are kept
 * from leaving a trail of one-record chunks). A collection nobody wrote to is one identity walk.
 *
 * Records still as the bulk seed made them (mocks/db/bulk.ts) are stored as ranges of their places
 * in the bulk set, not as data, so the seeded world costs a few characters per chunk. A chunk's
 * data is made only when the store writes it (`ChunkToStore`), so cutting a write is an identity
 * walk plus weighing the changed records.
 */
import {
  createFromSerializedRecord,
  serializeRecord,
  type SerializedRecord,
} from '@msw/data/extensions/persist';
import { bulkPlace, putBackBulk } from '@mocks/db/bulk';

/** An @msw/data collection as the store reads and refills it. */
export type WorldCollection = Parameters<typeof createFromSerializedRecord>[0];
type WorldRecord = Parameters<typeof serializeRecord>[0];

/** A run of unchanged bulk records: their places from `[0]` up to `[1]` (exclusive). */
type BulkRange = [number, number];
export type ChunkEntry = SerializedRecord | BulkRange;

/** A chunk as it is stored. */
export interface StoredChunk {
  id: string;
  entries: ChunkEntry[];
}

/**
 * A chunk a write must store: its records are taken when the write is cut (they never change),
 * their data made by `entries()` only when the store gets to it, so a write's serialising can be
 * spread over several tasks (worldStore.ts).
 */
export interface ChunkToStore {
  id: string;
  entries(): ChunkEntry[];
}

/** Which chunks, in order, make each collection. */
export type ChunkLists = Record<string, string[]>;

/**
 * One write: the chunks to store, the ones no collection uses any more, the lists after it, and
 * which collections' lists it changed (the store keeps another tab's lists for the others).
 */
export interface WorldWrite {
  put: ChunkToStore[];
  drop: string[];
  lists: ChunkLists;
  changed: string[];
}

/** Roughly the characters of data a chunk holds before a new one starts. */
export const CHUNK_WEIGHT = 64_000;
/**
 * The records a chunk holds at most, however light (unchanged bulk records weigh next to nothing):
 * one changed record re-cuts its chunk, so 10,000 seeded coupons are ten chunks, not one.
 */
export const CHUNK_RECORDS = 1_000;

interface HeldChunk {
  id: string;
  /** The collection's record objects the chunk stores, in order. */
  records: readonly WorldRecord[];
  weight: number;
}

/** Roughly how many characters `value` takes as data (strings by length, the rest a few each). */
function weightOf(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + weightOf(item), 2);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).reduce((sum, [key, item]) => sum + key.length + weightOf(item), 2);
  return 8;
}

/** A chunk being cut: records appended one by one, weighed as they come (their data made later). */
class ChunkCutter {
  readonly records: WorldRecord[] = [];
  weight = 0;
  private lastBulkPlace: number | undefined;

  constructor(private readonly collection: WorldCollection) {}

  add(record: WorldRecord): void {
    this.records.push(record);
    const place = bulkPlace(this.collection, record);
    // An unchanged bulk record costs nothing when it follows the one before it in the bulk set.
    if (place === undefined) this.weight += weightOf(record);
    else if (this.lastBulkPlace === undefined || place !== this.lastBulkPlace + 1) this.weight += 16;
    this.lastBulkPlace = place;
  }
}

/** The chunk's records as stored: serialised, unchanged bulk records folded into ranges. */
function entriesOf(collection: WorldCollection, records: readonly WorldRecord[]): ChunkEntry[] {
  const entries: ChunkEntry[] = [];
  for (const record of records) {
    const place = bulkPlace(collection, record);
    const last = entries.at(-1);
    if (place === undefined) entries.push(serializeRecord(record));
    else if (Array.isArray(last) && last[1] === place) last[1] = place + 1;
    else entries.push([place, place + 1]);
  }
  return entries;
}

/** Whether the chunk's records are `records` from `at` on (a plain loop: it walks every record at every save). */
function startsWith(records: readonly WorldRecord[], at: number, chunk: HeldChunk): boolean {
  const held = chunk.records;
  if (at + held.length > records.length) return false;
  for (let index = 0; index < held.length; index += 1) if (records[at + index] !== held[index]) return false;
  return true;
}

/**
 * The world's chunks as last written or read: `write()` answers what changed since (and holds
 * it); `missing()` and `fill()` refill collections from stored chunks. `newId` names chunks
 * uniquely across tabs.
 */
export function createWorldChunks(collections: () => readonly (readonly [string, WorldCollection])[], newId: () => string) {
  let held = new Map<string, readonly HeldChunk[]>();

  /** The collection's chunks now: the held ones still intact, new ones cut for the rest. */
  function cut(collection: WorldCollection, before: readonly HeldChunk[], put: ChunkToStore[]): HeldChunk[] {
    const records = collection.all();
    const startingWith = new Map(before.map((chunk) => [chunk.records[0], chunk]));
    const chunks: HeldChunk[] = [];
    const fresh = new Set<string>();
    let cutter: ChunkCutter | null = null;
    const finish = () => {
      if (!cutter) return;
      const id = newId();
      const { records: chunkRecords } = cutter;
      chunks.push({ id, records: chunkRecords, weight: cutter.weight });
      put.push({ id, entries: () => entriesOf(collection, chunkRecords) });
      fresh.add(id);
      cutter = null;
    };
    let at = 0;
    while (at < records.length) {
      const kept = startingWith.get(records[at]);
      if (kept && startsWith(records, at, kept)) {
        finish();
        chunks.push(kept);
        at += kept.records.length;
        continue;
      }
      if (!cutter) {
        cutter = new ChunkCutter(collection);
        // New records right after a small kept chunk join it: appends one by one stay few chunks.
        const previous = chunks.at(-1);
        if (previous && !fresh.has(previous.id) && previous.weight < CHUNK_WEIGHT / 2 && previous.records.length < CHUNK_RECORDS / 2) {
          chunks.pop();
          for (const record of previous.records) cutter.add(record);
        }
      }
      cutter.add(records[at] as WorldRecord);
      at += 1;
      if (cutter.weight >= CHUNK_WEIGHT || cutter.records.length >= CHUNK_RECORDS) finish();
    }
    finish();
    return chunks;
  }

  const heldIds = () => new Set([...held.values()].flat().map((chunk) => chunk.id));

  /** The collections whose list in `lists` is not the one held. */
  const staleCollections = (lists: ChunkLists) =>
    collections().filter(([name]) => {
      const ids = lists[name];
      const mine = held.get(name) ?? [];
      return ids !== undefined && (ids.length !== mine.length || ids.some((id, index) => id !== mine[index]?.id));
    });

  return {
    /** What changed since the last `write` or `fill`; from now on it is what is held. */
    write(): WorldWrite {
      const put: ChunkToStore[] = [];
      const next = new Map<string, readonly HeldChunk[]>();
      for (const [name, collection] of collections()) next.set(name, cut(collection, held.get(name) ?? [], put));
      const heldBefore = heldIds();
      const lists = listsOf(next);
      const changed = staleCollections(lists).map(([name]) => name);
      held = next;
      const kept = heldIds();
      const drop = [...heldBefore].filter((id) => !kept.has(id));
      return { put, drop, lists, changed };
    },

    /** The chunks of `lists` this tab does not hold: what `fill` needs read from the store. */
    missing(lists: ChunkLists): string[] {
      const mine = heldIds();
      return staleCollections(lists).flatMap(([name]) => (lists[name] ?? []).filter((id) => !mine.has(id)));
    },

    /**
     * Refills every collection whose stored list differs from the held one: chunks this tab holds
     * already are put back as the same records, the others from `loaded` (what `missing` named).
     * Collections not in `lists` are left as they are.
     */
    async fill(lists: ChunkLists, loaded: ReadonlyMap<string, ChunkEntry[]>): Promise<void> {
      const byId = new Map([...held.values()].flat().map((chunk) => [chunk.id, chunk]));
      const stale = staleCollections(lists);
      const absent = stale.flatMap(([name]) => (lists[name] ?? []).filter((id) => !byId.has(id) && !loaded.has(id)));
      if (absent.length > 0) throw new Error(`mock world: stored chunks are missing (${absent.join(', ')})`);
      for (const [name, collection] of stale) {
        const array = collection.all();
        array.length = 0;
        const chunks: HeldChunk[] = [];
        for (const id of lists[name] ?? []) {
          const mine = byId.get(id);
          if (mine) {
            for (const record of mine.records) array.push(record);
            chunks.push(mine);
            continue;
          }
          const entries = loaded.get(id) ?? [];
          const start = array.length;
          for (const entry of entries) {
            if (Array.isArray(entry)) putBackBulk(collection, entry[0], entry[1]);
            else await createFromSerializedRecord(collection, entry);
          }
          chunks.push({ id, records: array.slice(start), weight: weightOf(entries) });
        }
        held.set(name, chunks);
      }
    },

    /** Forgets what is held: the next write stores every collection. */
    forget(): void {
      held = new Map();
    },
  };
}

function listsOf(held: ReadonlyMap<string, readonly HeldChunk[]>): ChunkLists {
  return Object.fromEntries([...held].map(([name, chunks]) => [name, chunks.map((chunk) => chunk.id)]));
}

export type WorldChunks = ReturnType<typeof createWorldChunks>;
