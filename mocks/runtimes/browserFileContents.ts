/**
 * Stored files' bytes for the in-browser mock of `npm start`, in IndexedDB, so they survive a
 * reload as the database's records do (snapshot.ts keeps those in localStorage, which is too
 * small and string-only for a workbook). Every tab of the origin shares the one store, as it
 * shares the snapshot.
 *
 * Where IndexedDB cannot be opened (a private window may refuse it), the mock keeps the bytes in
 * memory and says so once: files then download until the next reload, as before.
 */
import { memoryFileContents, type FileContents } from '@mocks/backoffice/files/contents';

const DATABASE = 'klass.mock.files';
const STORE = 'contents';

interface StoredContent {
  bytes: Uint8Array;
  writtenAt: number;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${DATABASE} request failed`));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error(`IndexedDB ${DATABASE} write failed`));
    transaction.onabort = () => reject(transaction.error ?? new Error(`IndexedDB ${DATABASE} write aborted`));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return settled(request);
}

function indexedDbContents(database: IDBDatabase, now: () => number): FileContents {
  return {
    read: async (fileId) => {
      const stored = await settled<StoredContent | undefined>(
        database.transaction(STORE).objectStore(STORE).get(fileId),
      );
      return stored?.bytes;
    },
    write: (fileId, bytes) => {
      const transaction = database.transaction(STORE, 'readwrite');
      const content: StoredContent = { bytes, writtenAt: now() };
      transaction.objectStore(STORE).put(content, fileId);
      return committed(transaction);
    },
    keepOnly: (fileIds, graceMs) => {
      const since = now() - graceMs;
      const transaction = database.transaction(STORE, 'readwrite');
      const cursorRequest = transaction.objectStore(STORE).openCursor();
      cursorRequest.onsuccess = () => {
        const cursor = cursorRequest.result;
        if (!cursor) return;
        const content = cursor.value as StoredContent;
        if (!fileIds.has(String(cursor.key)) && content.writtenAt < since) cursor.delete();
        cursor.continue();
      };
      return committed(transaction);
    },
  };
}

/** The IndexedDB store, or the memory one when IndexedDB refuses to open. */
export async function openBrowserFileContents(now: () => number = Date.now): Promise<FileContents> {
  try {
    return indexedDbContents(await openDatabase(), now);
  } catch (error) {
    console.warn('[mock] files are kept in memory only: IndexedDB could not be opened', error);
    return memoryFileContents(now);
  }
}
