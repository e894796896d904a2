/**
 * Every sentence in the copy catalogue is said somewhere. A sentence written and never shown is
 * either dead text or, worse, a message the person should see and never does (the certificate
 * editor's "저장했어요" sat unread while a save gave no sign at all). A key counts as read when its
 * name appears as a word in any source outside the copy folder (app, design system, mocks,
 * scenarios, tests) or as a member read (`.key`) inside another copy module. Generic names
 * (`title`) always pass; the net is for the distinctive ones, which are most keys.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as catalogue from './catalogue';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const sourceFolders = ['app', 'design-system', 'mocks', 'scenarios', 'tests'];
const isSource = (path: string) => /\.(ts|tsx|mjs)$/.test(path) && !path.includes('node_modules');

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => join(root, folder, path))
    .filter(isSource);
}

const copyFolder = relative(root, here);
const files = sourceFolders.flatMap(sourcesUnder);
const outside = files.filter((path) => !relative(root, path).startsWith(copyFolder)).map((path) => readFileSync(path, 'utf8')).join('\n');
const insideCopy = files.filter((path) => relative(root, path).startsWith(copyFolder)).map((path) => readFileSync(path, 'utf8')).join('\n');

function isRead(key: string): boolean {
  return new RegExp(`\\b${key}\\b`).test(outside) || new RegExp(`\\.${key}\\b`).test(insideCopy);
}

describe('copy usage', () => {
  it('every key of every copy module is read somewhere', () => {
    const unread = Object.entries(catalogue).flatMap(([module, words]) =>
      Object.keys(words)
        .filter((key) => !isRead(key))
        .map((key) => `${module}.${key}`),
    );
    expect(unread).toEqual([]);
  });
});
