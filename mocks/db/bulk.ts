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
 */

/** What seeding needs of an @msw/data collection (any collection fits). */
export interface BulkCollection<Values, Item extends object> {
  create(values: Values): Promise<Item>;
  all(): Item[];
}

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
  const records: Item[] = [];
  for (const values of build()) records.push(deepFreeze(await collection.create(values)));
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

/** Freezes the record and every object and array inside it. */
function deepFreeze<T extends object>(value: T): T {
  for (const key of Reflect.ownKeys(value)) {
    const inner: unknown = Reflect.get(value, key);
    if (inner !== null && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner);
  }
  return Object.freeze(value);
}
