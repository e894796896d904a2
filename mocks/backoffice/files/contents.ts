/**
 * Where the mock keeps stored files' bytes (their records are in the database, `storedFiles`).
 *
 * In memory by default: in Node tests, the HTTP server and Storybook one process holds the bytes
 * as long as it holds the database. The in-browser mock of `npm start` keeps its database across
 * reloads (mocks/runtimes/snapshot.ts), so it puts a store that survives them in this one's place
 * (mocks/runtimes/browserFileContents.ts): an export made before a reload still downloads after
 * it, instead of its record pointing at bytes that are gone.
 */

export interface FileContents {
  read(fileId: string): Promise<Uint8Array | undefined>;
  write(fileId: string, bytes: Uint8Array): Promise<void>;
  /**
   * Forgets the bytes of every file not named, except those written in the last `graceMs`
   * (another tab may have stored a file whose record this tab has not loaded yet).
   */
  keepOnly(fileIds: ReadonlySet<string>, graceMs: number): Promise<void>;
}

/** The default store, and what a store that cannot open falls back to. */
export function memoryFileContents(now: () => number = Date.now): FileContents {
  const files = new Map<string, { bytes: Uint8Array; writtenAt: number }>();
  return {
    read: async (fileId) => files.get(fileId)?.bytes,
    write: async (fileId, bytes) => {
      files.set(fileId, { bytes, writtenAt: now() });
    },
    keepOnly: async (fileIds, graceMs) => {
      const since = now() - graceMs;
      for (const [fileId, file] of files)
        if (!fileIds.has(fileId) && file.writtenAt < since) files.delete(fileId);
    },
  };
}

let current: FileContents = memoryFileContents();

export function fileContents(): FileContents {
  return current;
}

/** Puts `store` in the default's place; a runtime calls it once, before the mock answers. */
export function installFileContents(store: FileContents): void {
  current = store;
}
