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
}

export interface WorldStore {
  /**
   * The manifest and the chunks `pick` names from it, read in one transaction (so no other tab's
   * write lands between them); undefined when nothing is stored.
   */
  read(pick: (manifest: WorldManifest) => readonly string[]): Promise<StoredWorld | undefined>;
  /**
   * Stores `put`, the new manifest and its `revision` and forgets `drop`, all or nothing (see the
   * header).
   */
  write(manifest: WorldManifest, put: readonly ChunkToStore[], drop: readonly string[], revision: string): Promise<void>;
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
      return committed(transaction).then(() => (manifest ? { manifest, chunks } : undefined));
    },
    write(manifest, put, drop, revision) {
      const transaction = database.transaction([CHUNKS, MANIFEST], 'readwrite');
      const chunks = transaction.objectStore(CHUNKS);
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
        for (const id of drop) chunks.delete(id);
        transaction.objectStore(MANIFEST).put(manifest, MANIFEST_KEY);
        transaction.objectStore(MANIFEST).put(revision, REVISION_KEY);
      };
      putFrom(0);
      return committed(transaction);
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
