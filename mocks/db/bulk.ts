/**
 * Bulk seed records: the thousands of generated members, orders and shipments that make the mock
 * world realistic. Creating a record through @msw/data (schema check, metadata) costs about 15 µs,
 * and every story, contract file and e2e test reseeds the world: 30,000 records would add half a
 * second to each. So a bulk set is built and created once per process, and every later seed puts
 * the same record objects back into the collection's array.
 *
 * That is safe because @msw/data never changes a record in place: an update replaces the record in
 * the collection's array with a new object, so a kept record stays exactly as seeded. Bulk records
 * are frozen, deeply: code that assigned to a seeded record's field (or pushed into one of its
 * arrays) would quietly change every later seed, so it throws instead.
 *
 * The browser snapshot (mocks/runtimes/snapshot.ts) uses the same fact: a record that is still
 * its seeded object is stored as its place in the bulk set, not as data, so a world of 10,000
 * members costs a few characters of localStorage until records change.
 *
 * The in-browser mock of `npm start` builds its world at every page load (about 60,000 bulk
 * records), where `create` — a deep copy, an awaited schema check and a UUID per record — took
 * most of the seconds a page waited. So a bulk set is made in one of two ways:
 * - checked (node test runs): every record through `create`, and the schema's output must equal
 *   the values as built — a generator that builds something the schema would drop, default or
 *   convert fails the run, naming the record;
 * - direct (the browser, the HTTP mock server, the bench): the first record through `create`, the
 *   rest given the same two internal properties `create` gives a record (a primary key, an empty
 *   relation map) and put in the collection as copies of the values built. The checked runs prove that this is the
 *   record `create` would have made. A collection with create hooks (relations) always takes
 *   `create`.
 */

/** What seeding needs of an @msw/data collection (any collection fits). */
export interface BulkCollection<Values, Item extends object> {
  create(values: Values): Promise<Item>;
  all(): Item[];
  hooks: { listenerCount(event: 'create'): number };
}

/** Node test runs check every bulk record against its schema (vitest's node projects). */
const checkEveryRecord = import.meta.env.MODE === 'test' && typeof document === 'undefined';

interface BulkSet {
  records: readonly object[];
  /** Each record's place in `records`. */
  places: ReadonlyMap<object, number>;
}

const sets = new WeakMap<object, BulkSet>();

/**
 * Appends the bulk set of `collection`: built by `build` and created at its first seed in this
 * process, the same record objects at every later one. One bulk set per collection.
 */
export async function seedBulk<Values, Item extends object>(
  collection: BulkCollection<Values, Item>,
  build: () => readonly Values[],
): Promise<void> {
  const set = sets.get(collection);
  if (set) {
    putBackBulk(collection, 0, set.records.length);
    return;
  }
  const records = await createBulkRecords(collection, build(), checkEveryRecord ? 'checked' : 'direct');
  for (const record of records) deepFreeze(record);
  sets.set(collection, { records, places: new Map(records.map((record, place) => [record, place])) });
}

/** Where `record` sits in its collection's bulk set; undefined when it is not a seeded bulk record (any more). */
export function bulkPlace(collection: object, record: object): number | undefined {
  return sets.get(collection)?.places.get(record);
}

/** Appends the collection's bulk records from place `start` up to `end` (exclusive), as they were seeded. */
export function putBackBulk(collection: { all(): object[] }, start: number, end: number): void {
  const records = sets.get(collection)?.records ?? [];
  const array = collection.all();
  for (const record of records.slice(start, end)) array.push(record);
}

/**
 * Creates the records of `all` in `collection` (appended, in order), `checked` or `direct` as the
 * header says; a collection with create hooks always goes through `create`.
 */
export async function createBulkRecords<Values, Item extends object>(
  collection: BulkCollection<Values, Item>,
  all: readonly Values[],
  mode: 'checked' | 'direct',
): Promise<Item[]> {
  return mode === 'checked' || collection.hooks.listenerCount('create') > 0
    ? createEach(collection, all, mode === 'checked')
    : createDirect(collection, all);
}

/** Every record through `create`; `checked`: each proven equal to its values as built. */
async function createEach<Values, Item extends object>(
  collection: BulkCollection<Values, Item>,
  all: readonly Values[],
  checked: boolean,
): Promise<Item[]> {
  const records: Item[] = [];
  for (const values of all) {
    const record = await collection.create(values);
    if (checked && !sameData(record, values))
      throw new Error(`bulk seed: the schema changed this record as built (seed it as the schema keeps it): ${JSON.stringify(values)}`);
    records.push(record);
  }
  return records;
}

/**
 * The first record through `create`; the others made as `create` makes them (see the header), the
 * two internal symbols read off the first, so nothing of @msw/data's internals is named here.
 */
async function createDirect<Values, Item extends object>(collection: BulkCollection<Values, Item>, all: readonly Values[]): Promise<Item[]> {
  if (all.length === 0) return [];
  const first = await collection.create(all[0] as Values);
  const [primaryKey, relationMap, ...unexpected] = Object.getOwnPropertySymbols(first);
  if (!primaryKey || !relationMap || unexpected.length > 0) return [first, ...(await createEach(collection, all.slice(1), false))];
  const records: Item[] = [first];
  const array = collection.all();
  // Unique within the collection, like `create`'s UUIDs, without a UUID per record.
  const firstKey = String(Reflect.get(first, primaryKey));
  for (const [index, values] of all.slice(1).entries()) {
    // A copy, as `create` returns one: the builder's objects stay the builder's.
    const record = structuredClone(values) as unknown as Item;
    Object.defineProperties(record, {
      [primaryKey]: { enumerable: false, configurable: false, value: `${firstKey}.${index + 1}` },
      [relationMap]: { enumerable: false, configurable: false, value: new Map() },
    });
    array.push(record);
    records.push(record);
  }
  return records;
}

/**
 * The same data: arrays item by item, objects key by key in any order (a key holding undefined is
 * an absent key), dates by time, everything else by identity.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = (value: object) => Object.keys(value).filter((key) => Reflect.get(value, key) !== undefined);
  const aKeys = keys(a);
  return aKeys.length === keys(b).length && aKeys.every((key) => sameData(Reflect.get(a, key), Reflect.get(b, key)));
}

/** Freezes the record and every object and array inside it. */
function deepFreeze<T extends object>(value: T): T {
  for (const key of Reflect.ownKeys(value)) {
    const inner: unknown = Reflect.get(value, key);
    if (inner !== null && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner);
  }
  return Object.freeze(value);
}
