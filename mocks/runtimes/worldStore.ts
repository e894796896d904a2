/**
 * Where the in-browser mock keeps its world between page loads: IndexedDB, one entry per chunk of
 * a collection (worldChunks.ts) and one manifest naming each collection's chunks in order.
 *
 * A write is one transaction — a reader sees a whole write or none of it — whose chunks are made
 * into data for TASK_MS at a time, the rest put from the success event of the last one: every
 * event is a task of its own, so a large write is several short tasks with the page running
 * between them, and still one commit (a small write, most of them, is one task). The chunks it no longer names are deleted and the manifest put last.
 *
 * Why IndexedDB rather than one localStorage entry per chunk (issue 37, part 2): the world with
 * 100,000 generated codes is over a megabyte, which localStorage (about 5 MB per origin, shared
 * with the app's own entries, strings only) holds only just; IndexedDB stores the records as they
 * are (no JSON text to build and parse) and a committed write is what every other tab reads next,
 * where Chromium hands one tab's localStorage writes to the others lazily. Stored files' bytes
 * are in IndexedDB already (browserFileContents.ts). The revision of each write is put in the same
 * transaction, so a tab that reads it is never told of data it cannot read yet.
 */
import type { ChunkEntry, ChunkLists, ChunkToStore, StoredChunk } from './worldChunks';

const DATABASE = 'klass.mock.world';
const CHUNKS = 'chunks';
const MANIFEST = 'manifest';
const MANIFEST_KEY = 'world';
/** The revision of the last write, beside the manifest: one small read tells a tab it is behind. */
const REVISION_KEY = 'revision';
/** How long one task of a write makes chunks into data before it lets the page run. */
const TASK_MS = 8;

/** Which seeded world the chunks belong to, and each collection's chunks. */
export interface WorldManifest {
  format: number;
  fingerprint: string;
  lists: ChunkLists;
}

export interface StoredWorld {
  manifest: WorldManifest;
  chunks: ReadonlyMap<string, ChunkEntry[]>;
  /** The revision of what was read, from the same transaction. */
  revision: string | null;
}

export interface WorldWriteRequest {
  manifest: WorldManifest;
  changed: readonly string[];
  put: readonly ChunkToStore[];
  drop: readonly string[];
  revision: string;
}

/** Whether two manifests describe the same seeded world (their chunks can be mixed). */
const sameWorld = (a: WorldManifest, b: WorldManifest) => a.format === b.format && a.fingerprint === b.fingerprint;

/**
 * The manifest after a write over `stored`: the changed collections' lists from the write, the
 * rest as stored; and the chunks no list names any more (this tab's drops, and the chunks of
 * another tab's list a changed collection replaced).
 */
export function mergedManifest(stored: WorldManifest | undefined, write: WorldWriteRequest): { manifest: WorldManifest; drop: string[] } {
  if (!stored || !sameWorld(stored, write.manifest)) return { manifest: write.manifest, drop: [...write.drop] };
  const lists = { ...stored.lists };
  for (const name of write.changed) {
    const list = write.manifest.lists[name];
    if (list) lists[name] = list;
  }
  const named = new Set(Object.values(lists).flat());
  const replaced = write.changed.flatMap((name) => stored.lists[name] ?? []);
  const drop = [...new Set([...write.drop, ...replaced])].filter((id) => !named.has(id));
  return { manifest: { ...write.manifest, lists }, drop };
}

export interface WorldStore {
  /**
   * The manifest and the chunks `pick` names from it, read in one transaction (so no other tab's
   * write lands between them); undefined when nothing is stored.
   */
  read(pick: (manifest: WorldManifest) => readonly string[]): Promise<StoredWorld | undefined>;
  /**
   * Stores `put` and forgets `drop`, all or nothing (see the header), with a new manifest and its
   * `revision`. Only the `changed` collections take this write's lists: the others keep the
   * stored ones, which another tab may have written since this tab last read (with all of this
   * tab's lists, that tab's change would be lost, for this tab and for every later page load).
   * Where the stored manifest is of another world (or none), this write's lists are all taken.
   * Answers the revision the write replaced, read in its transaction: when it is not the one this
   * tab last read, another tab wrote in between.
   */
  write(write: WorldWriteRequest): Promise<{ replaced: string | null }>;
  /** The revision of the last committed write; null when nothing is stored. */
  revision(): Promise<string | null>;
  clear(): Promise<void>;
}

function opened(request: IDBOpenDBRequest): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${DATABASE}: could not be opened`));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = () => reject(transaction.error ?? new Error(`IndexedDB ${DATABASE}: write failed`));
    transaction.oncomplete = () => resolve();
    transaction.onerror = failed;
    transaction.onabort = failed;
  });
}

/** The world's store in `factory` (the page's IndexedDB, or fake-indexeddb in a test). */
export async function openWorldStore(factory: IDBFactory = indexedDB): Promise<WorldStore> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(CHUNKS, { keyPath: 'id' });
    request.result.createObjectStore(MANIFEST);
  };
  const database = await opened(request);
  return {
    read(pick) {
      const transaction = database.transaction([CHUNKS, MANIFEST]);
      const chunks = new Map<string, ChunkEntry[]>();
      let manifest: WorldManifest | undefined;
      // Plain callbacks: each request is made while the transaction is still active.
      const manifestRequest = transaction.objectStore(MANIFEST).get(MANIFEST_KEY);
      manifestRequest.onsuccess = () => {
        manifest = manifestRequest.result as WorldManifest | undefined;
        if (!manifest) return;
        for (const id of pick(manifest)) {
          const chunkRequest = transaction.objectStore(CHUNKS).get(id);
          chunkRequest.onsuccess = () => {
            const chunk = chunkRequest.result as StoredChunk | undefined;
            if (chunk) chunks.set(chunk.id, chunk.entries);
          };
        }
      };
      const revisionRequest = transaction.objectStore(MANIFEST).get(REVISION_KEY);
      return committed(transaction).then(() =>
        manifest ? { manifest, chunks, revision: typeof revisionRequest.result === 'string' ? revisionRequest.result : null } : undefined,
      );
    },
    write(write) {
      const transaction = database.transaction([CHUNKS, MANIFEST], 'readwrite');
      const chunks = transaction.objectStore(CHUNKS);
      const manifests = transaction.objectStore(MANIFEST);
      // Read in this transaction: no other tab's write lands between these reads and the puts.
      const storedRequest = manifests.get(MANIFEST_KEY);
      const replacedRequest = manifests.get(REVISION_KEY);
      const { put } = write;
      // Chunks are put while the task is young, then the rest from the last put's success event.
      const putFrom = (first: number) => {
        const until = performance.now() + TASK_MS;
        for (let index = first; index < put.length; index += 1) {
          const chunk = put[index] as ChunkToStore;
          const stored: StoredChunk = { id: chunk.id, entries: chunk.entries() };
          const request = chunks.put(stored);
          if (index + 1 < put.length && performance.now() >= until) {
            request.onsuccess = () => putFrom(index + 1);
            return;
          }
        }
        const merged = mergedManifest(storedRequest.result as WorldManifest | undefined, write);
        for (const id of merged.drop) chunks.delete(id);
        manifests.put(merged.manifest, MANIFEST_KEY);
        manifests.put(write.revision, REVISION_KEY);
      };
      // Requests answer in the order they were made: the revision's answer follows the manifest's.
      replacedRequest.onsuccess = () => putFrom(0);
      return committed(transaction).then(() => ({
        replaced: typeof replacedRequest.result === 'string' ? replacedRequest.result : null,
      }));
    },
    async revision() {
      const transaction = database.transaction(MANIFEST);
      const request = transaction.objectStore(MANIFEST).get(REVISION_KEY);
      await committed(transaction);
      return typeof request.result === 'string' ? request.result : null;
    },
    async clear() {
      const transaction = database.transaction([CHUNKS, MANIFEST], 'readwrite');
      transaction.objectStore(CHUNKS).clear();
      transaction.objectStore(MANIFEST).clear();
      await committed(transaction);
    },
  };
}
