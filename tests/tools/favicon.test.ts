/**
 * The app's page names an icon that the build serves (the hand review: every page asked for
 * /favicon.ico and got a 404 in the console). index.html links an SVG in public/, which Vite copies
 * to the build's root as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

describe('the favicon', () => {
  it('index.html links an SVG icon that public/ holds', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const link = /<link rel="icon" type="image\/svg\+xml" href="\/([^"]+)"/.exec(html);
    expect(link?.[1]).toBeDefined();
    const file = join(root, 'public', link?.[1] ?? '');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
  });
});
