/**
 * Stored files' bytes (contents.ts) and what the file store does with them: a file's bytes go to
 * the store the runtime installed and are read back from it, and after a reload the bytes of
 * files the restored records no longer name are forgotten — except a moment-old one, which
 * another tab may have stored before this tab loaded its record.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '@mocks/db/seed/index';
import {
  fileContents,
  installFileContents,
  memoryFileContents,
  type FileContents,
} from './contents';
import {
  forgetUnlistedFiles,
  issueDownloadToken,
  readContent,
  storeFile,
  SYSTEM_ACTOR,
  UNLISTED_FILE_GRACE_MS,
} from './store';

const bytes = (...values: number[]) => new Uint8Array(values);
const storeSample = (content: Uint8Array) =>
  storeFile({ fileName: '명단.csv', contentType: 'text/csv', bytes: content, owner: SYSTEM_ACTOR });

describe('memoryFileContents', () => {
  it('reads back what was written, and nothing for an unknown file', async () => {
    const store = memoryFileContents();
    await store.write('file-a', bytes(1, 2, 3));
    await expect(store.read('file-a')).resolves.toEqual(bytes(1, 2, 3));
    await expect(store.read('file-b')).resolves.toBeUndefined();
  });

  it('keepOnly forgets unnamed files older than the grace, keeps named ones and recent ones', async () => {
    let now = 1_000_000;
    const store = memoryFileContents(() => now);
    await store.write('named', bytes(1));
    await store.write('old', bytes(2));
    now += 5_000;
    await store.write('recent', bytes(3));
    await store.keepOnly(new Set(['named']), 1_000);
    await expect(store.read('named')).resolves.toEqual(bytes(1));
    await expect(store.read('old')).resolves.toBeUndefined();
    await expect(store.read('recent')).resolves.toEqual(bytes(3));
  });
});

describe('the file store on the installed contents', () => {
  let before: FileContents;
  let now: number;
  let installed: FileContents;

  beforeEach(async () => {
    await seedDatabase();
    before = fileContents();
    now = Date.now();
    installed = memoryFileContents(() => now);
    installFileContents(installed);
  });
  // Test files share their worker's modules (vite.config.ts): leave the default store in place.
  afterEach(() => installFileContents(before));

  it('a stored file is written to the installed store and downloads from it', async () => {
    const file = await storeSample(bytes(7, 8, 9));
    await expect(installed.read(file.fileId)).resolves.toEqual(bytes(7, 8, 9));
    // What a reload sees: the same store's bytes, not the module's memory.
    await installed.write(file.fileId, bytes(4, 5));
    const { token } = issueDownloadToken(file.fileId);
    await expect(readContent(file.fileId, token)).resolves.toMatchObject({ bytes: bytes(4, 5) });
  });

  it('a listed file whose bytes are gone answers fileNotFound, not an empty download', async () => {
    const file = await storeSample(bytes(1));
    installFileContents(memoryFileContents());
    const { token } = issueDownloadToken(file.fileId);
    await expect(readContent(file.fileId, token)).rejects.toMatchObject({ errorName: 'fileNotFound' });
  });

  it('forgetUnlistedFiles keeps listed files and forgets the unlisted past the grace', async () => {
    const listed = await storeSample(bytes(1));
    await installed.write('file-from-an-older-snapshot', bytes(2));
    now += UNLISTED_FILE_GRACE_MS + 1;
    await installed.write('file-another-tab-just-stored', bytes(3));
    await forgetUnlistedFiles();
    await expect(installed.read(listed.fileId)).resolves.toEqual(bytes(1));
    await expect(installed.read('file-from-an-older-snapshot')).resolves.toBeUndefined();
    await expect(installed.read('file-another-tab-just-stored')).resolves.toEqual(bytes(3));
  });
});
