/**
 * Stored files' bytes for the in-browser mock of `npm start`, in IndexedDB, so they survive a
 * reload as the database's records do (snapshot.ts keeps those in localStorage, which is too
 * small and string-only for a workbook). Every tab of the origin shares the one store, as it
 * shares the snapshot.
 *
 * Where IndexedDB cannot be opened (a private window may refuse it), or refuses a write (over
 * the quota), the bytes stay in memory and the console says so: those files then download until
 * the next reload, as before. The start-up clean-up walks an index of write times, so it never
 * reads the files' bytes.
 */
import { memoryFileContents, type FileContents } from '@mocks/backoffice/files/contents';

const DATABASE = 'klass.mock.files';
const STORE = 'contents';
const WRITTEN_AT = 'writtenAt';

/** The page's IndexedDB and clock; a test passes an in-memory IndexedDB and its own clock. */
export interface BrowserFileContentsDeps {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
  now: () => number;
}

interface StoredContent {
  fileId: string;
  bytes: Uint8Array;
  writtenAt: number;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${DATABASE}: request failed`));
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

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'fileId' });
    store.createIndex(WRITTEN_AT, WRITTEN_AT);
  };
  return settled(request);
}

function indexedDbContents(database: IDBDatabase, deps: BrowserFileContentsDeps): FileContents {
  // What IndexedDB refused to keep: read first, so such a file still downloads until a reload.
  const refused = memoryFileContents(deps.now);
  return {
    read: async (fileId) => {
      const kept = await refused.read(fileId);
      if (kept) return kept;
      const request = database.transaction(STORE).objectStore(STORE).get(fileId);
      const stored = (await settled(request)) as StoredContent | undefined;
      return stored?.bytes;
    },
    write: async (fileId, bytes) => {
      try {
        const transaction = database.transaction(STORE, 'readwrite');
        const content: StoredContent = { fileId, bytes, writtenAt: deps.now() };
        transaction.objectStore(STORE).put(content);
        await committed(transaction);
      } catch (error) {
        console.warn(`[mock] ${fileId} is kept in memory only: IndexedDB refused it`, error);
        await refused.write(fileId, bytes);
      }
    },
    keepOnly: async (fileIds, graceMs) => {
      const transaction = database.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      const older = deps.IDBKeyRange.upperBound(deps.now() - graceMs, true);
      const cursorRequest = store.index(WRITTEN_AT).openKeyCursor(older);
      cursorRequest.onsuccess = () => {
        const cursor = cursorRequest.result;
        if (!cursor) return;
        const fileId = String(cursor.primaryKey);
        if (!fileIds.has(fileId)) store.delete(fileId);
        cursor.continue();
      };
      await committed(transaction);
      await refused.keepOnly(fileIds, graceMs);
    },
  };
}

/** The IndexedDB store, or the memory one when IndexedDB refuses to open. */
export async function openBrowserFileContents(
  deps: BrowserFileContentsDeps = { indexedDB, IDBKeyRange, now: Date.now },
): Promise<FileContents> {
  try {
    return indexedDbContents(await openDatabase(deps.indexedDB), deps);
  } catch (error) {
    console.warn('[mock] files are kept in memory only: IndexedDB could not be opened', error);
    return memoryFileContents(deps.now);
  }
}
