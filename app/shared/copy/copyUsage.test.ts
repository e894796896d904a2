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
const read = (paths: string[]) => paths.map((path) => readFileSync(path, 'utf8')).join('\n');
const outside = read(files.filter((path) => !relative(root, path).startsWith(copyFolder)));
const insideCopy = read(files.filter((path) => relative(root, path).startsWith(copyFolder)));

// Every word of the sources, and every member read inside the copy folder, gathered once: one
// regular expression per key over all the sources took seconds (over vitest's 5 s on a busy
// machine), and a word set answers the same question (`\bkey\b`, `\.key\b`) for word-only keys.
const wordsOutside = new Set(outside.match(/\w+/g));
const membersInsideCopy = new Set(Array.from(insideCopy.matchAll(/\.(\w+)/g), (match) => match[1]));

function isRead(key: string): boolean {
  return wordsOutside.has(key) || membersInsideCopy.has(key);
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
