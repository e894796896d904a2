/**
 * The in-browser mock's file bytes in IndexedDB (browserFileContents.ts), on fake-indexeddb's
 * in-memory implementation with an injected clock: what one page load wrote, the next one reads
 * (a new connection to the same database); the start-up clean-up forgets unlisted files past the
 * grace and keeps the rest; a refused write keeps the file in memory; a refused open falls back
 * to memory.
 */
import { IDBDatabase, IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBrowserFileContents, type BrowserFileContentsDeps } from './browserFileContents';

const bytes = (...values: number[]) => new Uint8Array(values);

function deps(clock: { now: number }, factory = new IDBFactory()): BrowserFileContentsDeps {
  return { indexedDB: factory, IDBKeyRange, now: () => clock.now };
}

describe('openBrowserFileContents', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a file written before a reload is read after it, byte for byte', async () => {
    const clock = { now: 1_000_000 };
    const factory = new IDBFactory();
    const before = await openBrowserFileContents(deps(clock, factory));
    await before.write('file-a', bytes(1, 2, 3));
    const after = await openBrowserFileContents(deps(clock, factory));
    await expect(after.read('file-a')).resolves.toEqual(bytes(1, 2, 3));
    await expect(after.read('file-b')).resolves.toBeUndefined();
  });

  it('the clean-up forgets unlisted files older than the grace and keeps listed and recent ones', async () => {
    const clock = { now: 1_000_000 };
    const store = await openBrowserFileContents(deps(clock));
    await store.write('listed', bytes(1));
    await store.write('unlisted-old', bytes(2));
    clock.now += 5_000;
    await store.write('unlisted-recent', bytes(3));
    await store.keepOnly(new Set(['listed']), 1_000);
    await expect(store.read('listed')).resolves.toEqual(bytes(1));
    await expect(store.read('unlisted-old')).resolves.toBeUndefined();
    await expect(store.read('unlisted-recent')).resolves.toEqual(bytes(3));
  });

  it('a write IndexedDB refuses is kept in memory, so the file still downloads until a reload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await openBrowserFileContents(deps({ now: 0 }));
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('over the quota', 'QuotaExceededError');
    });
    await store.write('file-a', bytes(9));
    vi.mocked(IDBDatabase.prototype.transaction).mockRestore();
    await expect(store.read('file-a')).resolves.toEqual(bytes(9));
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when IndexedDB will not open, files are kept in memory and the console says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = new IDBFactory();
    vi.spyOn(refusing, 'open').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    const store = await openBrowserFileContents(deps({ now: 0 }, refusing));
    await store.write('file-a', bytes(4));
    await expect(store.read('file-a')).resolves.toEqual(bytes(4));
    expect(warn).toHaveBeenCalledOnce();
  });
});
