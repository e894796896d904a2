/**
 * The one mock database every handler reads and writes, learner and back-office alike. Each mock
 * area declares its collections in its own `collections.ts` (an export named `…Collections`), and
 * they are found here, not listed: a new area adds its folder and edits nothing central
 * (docs/adding-an-area.md). Two areas naming the same collection is an error, thrown
 * when the database is built (and proven by database.test.ts), never a silent overwrite.
 *
 * The type of `db` is assembled the same way: each collections.ts adds its collections to
 * `MockCollections` (declaration merging), so `db.orders` is typed in every handler.
 */
/**
 * Every collection by name. Empty here on purpose: each area's collections.ts merges its own in,
 * with `declare module '@mocks/db/database' { interface MockCollections extends … {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MockCollections {}

/** What gathering and clearing need of a collection (every @msw/data collection fits). */
interface AnyCollection {
  all(): unknown[];
}

/** A collections module: the path it was found at (its area's folder) and what it exports. */
export type CollectionsModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const found: CollectionsModules = import.meta.glob(['../**/collections.ts'], { eager: true });

/** `../backoffice/orders/collections.ts` → `backoffice/orders`: the area that owns the module. */
function areaOfModule(path: string): string {
  return path.replace(/^\.\.\//, '').replace(/\/[^/]+\.ts$/, '');
}

/**
 * The collections of every module, by name, with the area each belongs to. Each module's exports
 * named `…Collections` are its areas' collection maps.
 */
export function gatherCollections(modules: CollectionsModules): {
  collections: Record<string, AnyCollection>;
  owners: Map<string, string>;
} {
  const collections: Record<string, AnyCollection> = {};
  const owners = new Map<string, string>();
  for (const [path, exports] of Object.entries(modules)) {
    const area = areaOfModule(path);
    for (const [exportName, value] of Object.entries(exports)) {
      if (!exportName.endsWith('Collections')) continue;
      for (const [name, collection] of Object.entries(value as Record<string, AnyCollection>)) {
        const owner = owners.get(name);
        if (owner !== undefined) {
          throw new Error(`mock database: the collection "${name}" is declared by both ${owner} and ${area}`);
        }
        owners.set(name, area);
        collections[name] = collection;
      }
    }
  }
  return { collections, owners };
}

const gathered = gatherCollections(found);

export const db = gathered.collections as unknown as MockCollections;

export type Database = MockCollections;
export type CollectionName = keyof MockCollections & string;

/** Which area (folder under mocks/) declares each collection: the seed order is derived from it. */
export const collectionOwners: ReadonlyMap<string, string> = gathered.owners;

/**
 * Empties every collection. Not `collection.clear()`: @msw/data deletes record by record there
 * (an index search and a splice each, quadratic), seconds on the 5,000-member world that every
 * reseed (each story, contract file and e2e test) starts from. `all()` is the collection's own
 * array, and no collection here defines relations or delete hooks that clearing would have to run.
 */
export function clearDatabase(): void {
  for (const collection of Object.values(gathered.collections)) collection.all().length = 0;
}
